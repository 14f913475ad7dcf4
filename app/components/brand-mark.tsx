/** The brand mark: a barrel sauna with rising steam. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill="#6b4428" />
      <path d="M7 22a9 9 0 0 1 18 0z" fill="#d0612f" />
      <path d="M7 22h18" stroke="#fbf7f1" strokeWidth="1.5" />
      <path d="M12 10c-1-1.5 1-2.5 0-4M16 10c-1-1.5 1-2.5 0-4M20 10c-1-1.5 1-2.5 0-4" stroke="#f1e5d3" strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
