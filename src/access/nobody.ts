/** For fields and operations no caller may touch; the server writes them with overrideAccess. */
export const nobody = () => false
