import { useCallback, useState } from 'react';

/** Which questions are open; several can be open at once. */
export const useExpandedQuestions = (initiallyOpen: readonly string[] = []) => {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));

  const toggle = useCallback((entryId: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(entryId)) next.delete(entryId);
      else next.add(entryId);
      return next;
    });
  }, []);

  const open = useCallback((entryId: string) => {
    setExpanded((current) => (current.has(entryId) ? current : new Set(current).add(entryId)));
  }, []);

  return { expanded, toggle, open };
};
