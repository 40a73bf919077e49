/** Die Plätze auf Deutsch: Himmelsrichtungen im Uhrzeigersinn ab Süd; der eigene Platz ist „Du“. */
import type * as En from '../en/seats.ts';

export const SEAT_NAMES = ['Süd', 'West', 'Nord', 'Ost'] as const;

/** „West“; der eigene Platz ist „Du“. */
export const seatName = ((seat: number, viewer?: number): string => {
  if (seat === viewer) return 'Du';
  return SEAT_NAMES[seat] ?? `Platz ${seat}`;
}) satisfies typeof En.seatName;
