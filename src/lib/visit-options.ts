/**
 * The Plan a Visit form's choices for "Number of Kids", apart from the schema so the form's
 * select can list them without loading the validation library.
 */
export const KIDS_OPTIONS = ['0', '1', '2', '3', '4', '5+'] as const
