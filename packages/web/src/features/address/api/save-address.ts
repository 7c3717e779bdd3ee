import { invalidate, useChange, type ItemEdit } from '../../../lib/mutation';
import type { AddressBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Address } from '@shop/shared';
import { addressKeys } from '../../../api/address-keys';

export async function createAddress(body: AddressBody): Promise<Address> {
  const { address } = await api.post('/api/address', body);
  return address;
}

export async function updateAddress({ id, body }: ItemEdit<AddressBody>): Promise<Address> {
  const { address } = await api.put('/api/address/:id', body, { params: { id } });
  return address;
}

export function useCreateAddress() {
  return useChange(createAddress, { onSuccess: invalidate(addressKeys.all) });
}

export function useUpdateAddress() {
  return useChange(updateAddress, { onSuccess: invalidate(addressKeys.all) });
}
