/** The API's path prefixes (spec section 7); everything else a browser asks for is a page or a file. */
const API_PREFIXES = ['/ev/', '/googleservice/'];

export const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));
