import { useEffect, useRef, useState } from 'react';

/**
 * The text of a list's search box, committed (to the URL) a moment after the last key. A search
 * changed from outside — a link, Reset — refills the box. The one debounce every staff list uses.
 */
export function useDebouncedSearch(committed: string, commit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    setText(committed);
  }
  // The latest commit function without restarting the timer each render.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => commitRef.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, delayMs]);
  return [text, setText] as const;
}
