/**
 * A giving provider's account id goes into an attribute its script reads: letters, digits, - and
 * _ only, so nothing stored can turn into markup or a script's input of another shape.
 */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,100}$/

export const isGivingAccountId = (value: string): boolean => ACCOUNT_ID.test(value)
