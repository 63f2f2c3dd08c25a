import { createContext } from 'react';
import type { Translator } from './translator';

/** The translator of this render (one per server render); the app's own when there is none. */
export const TranslatorContext = createContext<Translator | null>(null);
