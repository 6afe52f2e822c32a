import { DietaryChip } from '../../ui/dietary-chip.tsx';

/** A favourite dish's dietary labels, as the menu shows them. */
export function DietaryLabels({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {labels.map((label) => (
        <li key={label}>
          <DietaryChip label={label} />
        </li>
      ))}
    </ul>
  );
}
