/**
 * OCPI status codes (status_codes.asciidoc): four digits in every answer's `status_code`, apart
 * from the HTTP status. 1xxx success, 2xxx the client's fault, 3xxx the server's.
 */
export const OCPI_STATUS = {
  /** Generic success. */
  success: 1000,
  /** Generic client error. */
  clientError: 2000,
  /** Invalid or missing parameters (a malformed body, a missing last_updated, an id that differs from the URL's). */
  invalidParameters: 2001,
  /** Not enough information. */
  notEnoughInformation: 2002,
  /** Unknown Location. */
  unknownLocation: 2003,
  /** Generic server error. */
  serverError: 3000,
  /** Unable to use the client's API (during registration: their versions or details could not be read). */
  unableToUseClientApi: 3001,
  /** Unsupported version. */
  unsupportedVersion: 3002,
  /** No matching endpoints or expected endpoints missing between parties. */
  noMatchingEndpoints: 3003,
} as const;

export type OcpiStatusCode = (typeof OCPI_STATUS)[keyof typeof OCPI_STATUS];
