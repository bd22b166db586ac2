import { ACCESS_MESSAGES, PASSWORD_LIMITS } from '@fvc/shared/contracts/rules';

/**
 * The contract's password rule for react-hook-form: length only (NIST). Whether it is too common
 * is checked by the API, whose message arrives on the same field. A new password's field carries
 * no `maxLength`: the browser would cut a long pasted password without a word, and the customer
 * would save another password than the one their password manager keeps. This rule says so instead.
 */
export const newPasswordRules = {
  required: 'Escribe una contraseña.',
  validate: (value: string) => {
    const length = [...value].length;
    return (length >= PASSWORD_LIMITS.min && length <= PASSWORD_LIMITS.max) || ACCESS_MESSAGES.passwordLength;
  },
};

export const PASSWORD_HINT = `De ${PASSWORD_LIMITS.min} a ${PASSWORD_LIMITS.max} caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar; evita contraseñas comunes.`;
