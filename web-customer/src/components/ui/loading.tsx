export const Loading = ({ label = 'Chargement...' }: { label?: string }) => (
  <div className="loading" role="status" aria-live="polite">
    <span className="loading__spinner" aria-hidden="true" />
    <span>{label}</span>
  </div>
);
