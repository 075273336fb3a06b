import { createContext } from 'react';
import type { OwoRuntime } from '../runtime';

export const RuntimeContext = createContext<OwoRuntime | null>(null);
