/**
 * Counting in Spanish: a noun is singular only for exactly one (`0 fichas`, `1 ficha`,
 * `21 fichas`), and a count in words agrees with its noun (`una ficha`, `un turno`,
 * `ningún cambio`).
 */

/** The form of a word (noun, adjective or verb) that agrees with `n`. */
export const agree = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/** `n` in digits with its noun: `1 ficha`, `0 fichas`, `21 fichas`. */
export const plural = (n: number, one: string, many: string): string => `${n} ${agree(n, one, many)}`;

export type Gender = 'm' | 'f';

const WORDS = ['', '', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince'];

/** A count in words (digits past fifteen) agreeing with its noun's gender; no noun: the number alone. */
export function countWord(n: number, gender: Gender): string {
  if (n === 0) return gender === 'm' ? 'ningún' : 'ninguna';
  if (n === 1) return gender === 'm' ? 'un' : 'una';
  return WORDS[n] ?? String(n);
}

/** `ninguna ficha`, `una ficha`, `dos fichas`, `cinco fichas`, `21 fichas`. */
export const counted = (n: number, gender: Gender, one: string, many: string): string =>
  `${countWord(n, gender)} ${n === 0 ? one : agree(n, one, many)}`;

/** A decimal as Spanish writes it: `3,5`, `−2,0` (a true minus sign, as the English table shows). */
export const decimal = (x: number, digits = 1): string => {
  const s = Math.abs(x).toFixed(digits).replace('.', ',');
  return x < 0 && Number(s.replace(',', '.')) !== 0 ? `−${s}` : s;
};

/** A whole number with Spanish separators (`12.345`; four digits stay as they are, as Spanish writes them). */
export const whole = (n: number): string => n.toLocaleString('es-ES');
