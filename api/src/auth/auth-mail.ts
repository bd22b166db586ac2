import { SIGN_IN_CODE } from '@fvc/shared/contracts';
import { compose, type Mail } from '../mail/compose';
import { oneLine } from '../mail/plain-text';

const IGNORE = 'Si no fuiste tú, ignora este mensaje: nadie puede entrar a tu cuenta sin tu contraseña y sin este correo.';
const NEVER_ASK = 'Nunca te pediremos este código ni tu contraseña por teléfono, WhatsApp o correo.';

export function confirmEmailMail(name: string, link: string): Mail {
  return compose('Confirma tu correo para activar tu cuenta', [
    `Hola, ${name}:`,
    'Recibimos una solicitud para crear tu cuenta del portal de clientes. Confirma tu correo para activarla; el enlace vale 24 horas y una sola vez.',
    { link, label: 'Confirmar mi correo' },
    'Si no pediste una cuenta, ignora este mensaje: sin la confirmación no se activa.',
  ]);
}

/** Someone registered a contract that already has an account: tell the owner, not the visitor. */
export function alreadyRegisteredMail(name: string, signInLink: string, resetLink: string): Mail {
  return compose('Ya tienes una cuenta en el portal de clientes', [
    `Hola, ${name}:`,
    'Alguien intentó registrar de nuevo tu contrato o este correo. Tu cuenta ya existe y no cambió nada.',
    { link: signInLink, label: 'Iniciar sesión' },
    { link: resetLink, label: 'Si olvidaste tu contraseña, crea una nueva' },
    'Si no fuiste tú, no tienes que hacer nada.',
  ]);
}

export function signInCodeMail(name: string, code: string): Mail {
  return compose(`Tu código de acceso: ${code}`, [
    `Hola, ${name}:`,
    `Tu código para entrar al portal de clientes es ${code}. Vale ${SIGN_IN_CODE.validMinutes} minutos; si pides otro, este deja de servir.`,
    NEVER_ASK,
    IGNORE.replace(' y sin este correo', ' y sin este código') + ' Si no fuiste tú, te recomendamos cambiar tu contraseña.',
  ]);
}

export function passwordResetMail(name: string, link: string): Mail {
  return compose('Crea una nueva contraseña', [
    `Hola, ${name}:`,
    'Recibimos una solicitud para cambiar la contraseña de tu cuenta. El enlace vale 30 minutos y una sola vez; al usarlo se cerrarán todas tus sesiones.',
    { link, label: 'Crear una nueva contraseña' },
    IGNORE,
  ]);
}

/** `removedPasskeys`: the keys a password reset took off the account, named so the owner knows. */
export function passwordChangedMail(name: string, resetLink: string, removedPasskeys: readonly string[] = []): Mail {
  return compose('Tu contraseña cambió', [
    `Hola, ${name}:`,
    'La contraseña de tu cuenta del portal de clientes acaba de cambiar y cerramos tus otras sesiones.',
    ...(removedPasskeys.length > 0
      ? [`También quitamos tus llaves de acceso: ${removedPasskeys.map((passkey) => `“${oneLine(passkey)}”`).join(', ')}. Puedes agregarlas de nuevo en Mi perfil.`]
      : []),
    'Si no fuiste tú, crea una nueva contraseña ahora y llámanos.',
    { link: resetLink, label: 'Crear una nueva contraseña' },
  ]);
}

export function accountCreatedMail(name: string, email: string, signInLink: string): Mail {
  return compose('Se activó tu cuenta en línea', [
    `Hola, ${name}:`,
    `Se activó la cuenta del portal de clientes de tu contrato, que entra con ${oneLine(email)}.`,
    'Si no fuiste tú, llama de inmediato a atención a clientes.',
    { link: signInLink, label: 'Ir a acceso clientes' },
  ]);
}

export function passkeyAddedMail(name: string, passkeyName: string): Mail {
  return compose('Agregaste una llave de acceso', [
    `Hola, ${name}:`,
    `Se agregó la llave de acceso “${oneLine(passkeyName)}” a tu cuenta. Con ella puedes entrar sin contraseña desde ese dispositivo.`,
    'Si no fuiste tú, entra a Mi perfil, quítala y cambia tu contraseña.',
  ]);
}

/** c•••e@demo.mx: enough to recognise one's own address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? `${local[0] ?? ''}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}@${domain}`;
}

/** The code that confirms a new sign-in e-mail, sent to that new address (issue #69). */
export function emailChangeCodeMail(name: string, code: string): Mail {
  return compose(`Tu código para cambiar tu correo: ${code}`, [
    `Hola, ${name}:`,
    `Para usar este correo en el portal de clientes escribe el código ${code} en tu perfil. Vale ${SIGN_IN_CODE.validMinutes} minutos.`,
    NEVER_ASK,
    'Si no lo pediste tú, ignora este mensaje: tu correo no cambiará.',
  ]);
}

/** Told to the old address once the change is done: if it was not the customer, they know at once. */
export function emailChangedMail(name: string, newEmail: string): Mail {
  return compose('Tu correo del portal de clientes cambió', [
    `Hola, ${name}:`,
    `Desde ahora entras al portal de clientes y recibes nuestros avisos en ${maskEmail(newEmail)}.`,
    'Si no fuiste tú, llámanos de inmediato: revisaremos tu cuenta contigo.',
  ]);
}
