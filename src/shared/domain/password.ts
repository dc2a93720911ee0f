/** A password's length bounds: the sign-up form shows the minimum, the server enforces both. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
