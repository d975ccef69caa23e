/**
 * A cookie scripts may read, set and cleared with the HttpOnly session cookie and carrying no
 * secret (decision 0177): without it the console knows at start that nobody is signed in in
 * this browser and does not ask the server, whose expected 401 every visitor of the sign-in
 * page would otherwise see logged as an error in the browser's console.
 */
export const SESSION_HINT_COOKIE = 'vigil_signed_in';
export const SESSION_HINT_VALUE = '1';
