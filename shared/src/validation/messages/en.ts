// English texts. The ones the product spec (§5) gives are kept word for word, including the
// `{{ name }}` parameters; the rest are this product's own wording.
import type { MessageTable } from '../types';

export const englishMessages: MessageTable = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  invalid: 'This field is not valid.',
  pattern: 'Invalid pattern. Please review your input.',
  min: 'Min. value should be {{ min }}. ({{ actual }} entered)',
  max: 'Max. value should be {{ max }}. ({{ actual }} entered)',
  minlength: 'Min. {{ requiredLength }} characters are required. (has {{ actualLength }})',
  maxlength: 'Max. {{ requiredLength }} characters are allowed. (has {{ actualLength }})',
  range: 'The value should be between {{ min }} and {{ max }}.',
  url: 'Please enter a full http, https or ftp address.',
  creditCard: 'Please enter a valid card number.',
  ngbDate: 'Please enter a valid date.',
  minAge: 'Age should be at least {{ minAge }} years.',
  integer: 'Please enter a whole number.',
  passwordMismatch: 'Passwords do not match.',
  invalidPassword: 'Password should include {{ description }}.',
  passwordRequiresDigit: "Password should have at least one digit ('0'-'9').",
  passwordRequiresLower: "Password should have at least one lowercase letter ('a'-'z').",
  passwordRequiresUpper: "Password should have at least one uppercase letter ('A'-'Z').",
  passwordRequiresNonAlphanumeric:
    'Password should have at least one character that is not a letter or a digit.',
  usernamePattern: 'The user name {{ actualValue }} is not valid: use letters and digits only.',
  nationalCode: 'Please enter a valid 10-digit national code.',
  mobile: 'Please enter a valid mobile number, such as 09121234567.',
  sheba: 'Please enter a valid Sheba number: IR and 24 digits.',
};
