import { SIGN_IN_CODE } from '@fvc/shared/contracts/rules';
import { compose, type Mail } from '../mail/compose';

export function mandateCodeMail(name: string, code: string, contractNumber: string, bankName: string, last4: string): Mail {
  return compose(`Tu código para domiciliar tus pagos: ${code}`, [
    `Hola, ${name}:`,
    `Para autorizar que los pagos del contrato ${contractNumber} se carguen a tu cuenta ${bankName} terminada en ${last4}, escribe este código en Mi cuenta: ${code}. Vale ${SIGN_IN_CODE.validMinutes} minutos.`,
    'Nunca te pediremos este código por teléfono, WhatsApp o correo.',
    'Si no fuiste tú, no escribas el código: sin él no se domicilia nada. Te recomendamos cambiar tu contraseña.',
  ]);
}

export function mandateActiveMail(name: string, folio: string, contractNumber: string, bankName: string, last4: string): Mail {
  return compose(`Domiciliación activa: contrato ${contractNumber}`, [
    `Hola, ${name}:`,
    `Desde hoy, los pagos del contrato ${contractNumber} se cargan en cada vencimiento a tu cuenta ${bankName} terminada en ${last4} (folio ${folio}). Adjuntamos la autorización que aceptaste.`,
    'Puedes cancelarla cuando quieras en Mi cuenta → Pagar → Domiciliación; aplica a los cargos que aún no se envían al banco.',
  ]);
}

export function mandateCancelledMail(name: string, folio: string, contractNumber: string): Mail {
  return compose(`Cancelaste la domiciliación del contrato ${contractNumber}`, [
    `Hola, ${name}:`,
    `Cancelaste la domiciliación ${folio}: ya no enviaremos cargos a tu cuenta. Tus próximos pagos puedes hacerlos con tarjeta o por transferencia SPEI a la CLABE de referencia de tu contrato.`,
    'Si no fuiste tú, llama a atención a clientes y cambia tu contraseña.',
  ]);
}
