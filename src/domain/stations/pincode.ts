/** An Indian postal PIN code: six digits, not starting with 0. Shared by the screens and the maps API. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
