import { ACCESS_MESSAGES, PASSWORD_LIMITS } from '@fvc/shared/contracts/rules';

/**
 * The contract's password rule for react-hook-form: length only (NIST). Whether it is too common
 * is checked by the API, whose message arrives on the same field. No password field carries
 * `maxLength`: the browser would cut a long paste without a word (and counts UTF-16 units where
 * the rule counts characters), so a new password would be saved other than the one the customer's
 * password manager keeps, and a saved one with emoji could not be typed back. This rule says so.
 */
export const newPasswordRules = {
  required: 'Escribe una contraseña.',
  validate: (value: string) => {
    const length = [...value].length;
    return (length >= PASSWORD_LIMITS.min && length <= PASSWORD_LIMITS.max) || ACCESS_MESSAGES.passwordLength;
  },
};

export const PASSWORD_HINT = `De ${PASSWORD_LIMITS.min} a ${PASSWORD_LIMITS.max} caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar; evita contraseñas comunes.`;
