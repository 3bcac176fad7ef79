import type { VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { paths } from '../../app/paths.ts';

/** The concrete links of the buy screens, built from the route table's patterns. */
export const vehicleDetailPath = (type: VehicleType, productId: string) =>
  paths.vehicleDetail.replace(':type', type).replace(':id', encodeURIComponent(productId));

export const findVehiclePath = (type: VehicleType) => `${paths.findVehicle}?type=${type}`;

export const costResultPath = (productId: string, kms: number) =>
  `${paths.fcvDetail.replace(':id', encodeURIComponent(productId))}?kms=${kms}`;
