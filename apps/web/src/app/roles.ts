/** Spec §6: role 1 is the administrator-like role (tenant settings, enforcement date). */
export const ADMINISTRATOR_ROLE_ID = 1;
