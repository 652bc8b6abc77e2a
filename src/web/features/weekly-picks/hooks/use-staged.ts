import { useEffect, useState } from 'react';

/** Spec 01 §4 staged display: secondary content after 100 ms, tertiary after 500 ms. */
export function useStaged(): { secondary: boolean; tertiary: boolean } {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const a = setTimeout(() => setStage((s) => Math.max(s, 1)), 100);
    const b = setTimeout(() => setStage(2), 500);
    return () => {
      clearTimeout(a);
      clearTimeout(b);
    };
  }, []);
  return { secondary: stage >= 1, tertiary: stage >= 2 };
}
