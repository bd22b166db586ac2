import { formatWholeNumber } from '../../format/es-mx';
import { useSettledValue } from './use-settled-value';

export interface CharacterCountProps {
  id: string;
  length: number;
  limit: number;
}

// A screen reader hears the count once the typing pauses, not on every key.
const ANNOUNCE_AFTER_MS = 1000;

export function characterCountText(length: number, limit: number): string {
  const left = limit - length;
  if (left >= 0) return `Te ${left === 1 ? 'queda 1 carácter' : `quedan ${formatWholeNumber(left)} caracteres`} de ${formatWholeNumber(limit)}.`;
  const over = -left;
  return `Te pasaste por ${over === 1 ? '1 carácter' : `${formatWholeNumber(over)} caracteres`}: el límite es ${formatWholeNumber(limit)}.`;
}

/**
 * The live count under a long text field. The field has no maxlength attribute, so a pasted text
 * is never cut without notice: the count turns red and the form's validation names the limit.
 */
export function CharacterCount({ id, length, limit }: CharacterCountProps) {
  const text = characterCountText(length, limit);
  const announced = useSettledValue(text, ANNOUNCE_AFTER_MS, text);
  return (
    <>
      <p id={id} className={`form-field__count${length > limit ? ' is-over' : ''}`}>
        {text}
      </p>
      <p className="fvc-visually-hidden" aria-live="polite">
        {announced === text ? announced : ''}
      </p>
    </>
  );
}
