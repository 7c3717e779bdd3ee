-- GST state codes for delivery states, and HSN codes for the demo catalogue's categories,
-- matched by name (in any case) and only where none is set yet.
UPDATE "delivery_states" AS d SET "gst_state_code" = v.code
FROM (VALUES
  ('Jammu and Kashmir', '01'),
  ('Himachal Pradesh', '02'),
  ('Punjab', '03'),
  ('Chandigarh', '04'),
  ('Uttarakhand', '05'),
  ('Haryana', '06'),
  ('Delhi', '07'),
  ('Rajasthan', '08'),
  ('Uttar Pradesh', '09'),
  ('Bihar', '10'),
  ('Sikkim', '11'),
  ('Arunachal Pradesh', '12'),
  ('Nagaland', '13'),
  ('Manipur', '14'),
  ('Mizoram', '15'),
  ('Tripura', '16'),
  ('Meghalaya', '17'),
  ('Assam', '18'),
  ('West Bengal', '19'),
  ('Jharkhand', '20'),
  ('Odisha', '21'),
  ('Chhattisgarh', '22'),
  ('Madhya Pradesh', '23'),
  ('Gujarat', '24'),
  ('Dadra and Nagar Haveli and Daman and Diu', '26'),
  ('Maharashtra', '27'),
  ('Karnataka', '29'),
  ('Goa', '30'),
  ('Lakshadweep', '31'),
  ('Kerala', '32'),
  ('Tamil Nadu', '33'),
  ('Puducherry', '34'),
  ('Andaman and Nicobar Islands', '35'),
  ('Telangana', '36'),
  ('Andhra Pradesh', '37'),
  ('Ladakh', '38')
) AS v(name, code)
WHERE lower(d."name") = lower(v.name) AND d."gst_state_code" IS NULL;
--> statement-breakpoint
UPDATE "categories" AS c SET "hsn_code" = v.code
FROM (VALUES
  ('Ayurvedic Supplements', '30049011'),
  ('Herbal Powders (Churna)', '12119099'),
  ('Herbal Teas & Infusions', '0902'),
  ('Hair Care', '3305'),
  ('Skin Care', '3304'),
  ('Oral Care', '3306'),
  ('Essential & Massage Oils', '3301')
) AS v(name, code)
WHERE lower(c."name") = lower(v.name) AND c."hsn_code" IS NULL;
