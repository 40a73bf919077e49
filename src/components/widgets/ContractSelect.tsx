import { SOLO_KINDS, type OrderKind } from '../../engine/order.ts';
import { contractName, widgetText } from '#words/site';

export const CONTRACTS: readonly OrderKind[] = ['normal', ...SOLO_KINDS];

export function ContractSelect({ id, value, onChange }: { id: string; value: OrderKind; onChange: (k: OrderKind) => void }) {
  return (
    <div class="field-inline">
      <label for={id}>{widgetText.ladder.contract}</label>
      <select id={id} value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value as OrderKind)}>
        {CONTRACTS.map((k) => (
          <option key={k} value={k}>
            {contractName[k]}
          </option>
        ))}
      </select>
    </div>
  );
}
