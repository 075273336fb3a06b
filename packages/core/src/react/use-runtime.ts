import { useContext } from 'react';
import type { OwoRuntime } from '../runtime';
import { RuntimeContext } from './runtime-context';

export function useRuntime(): OwoRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() needs a <RuntimeProvider> above it.');
  return runtime;
}
