/** Every state and union territory of India with a starting delivery rate in rupees. */
type SeedState = { name: string; delivery_rate: number; additional_rate: number };

const standard = { delivery_rate: 60, additional_rate: 20 };
// The north-east, the hills and the islands cost couriers more to reach.
const remote = { delivery_rate: 90, additional_rate: 30 };

const names = {
  standard: [
    'Andhra Pradesh',
    'Bihar',
    'Chhattisgarh',
    'Goa',
    'Gujarat',
    'Haryana',
    'Jharkhand',
    'Karnataka',
    'Kerala',
    'Madhya Pradesh',
    'Maharashtra',
    'Odisha',
    'Punjab',
    'Rajasthan',
    'Tamil Nadu',
    'Telangana',
    'Uttar Pradesh',
    'West Bengal',
    'Chandigarh',
    'Dadra and Nagar Haveli and Daman and Diu',
    'Delhi',
    'Puducherry',
  ],
  remote: [
    'Arunachal Pradesh',
    'Assam',
    'Himachal Pradesh',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Sikkim',
    'Tripura',
    'Uttarakhand',
    'Andaman and Nicobar Islands',
    'Jammu and Kashmir',
    'Ladakh',
    'Lakshadweep',
  ],
};

export const seedDeliveryStates: SeedState[] = [
  ...names.standard.map((name) => ({ name, ...standard })),
  ...names.remote.map((name) => ({ name, ...remote })),
].sort((a, b) => a.name.localeCompare(b.name));
