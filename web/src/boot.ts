// The stylesheet belongs to the page's first paint: index.html carries it inline (build/inline-css.ts).
import './styles/fonts.css';
import './styles/index.css';
import { startWhenPainted } from './lib/start-when-painted';

// index.html's only script: the app (main.tsx) loads once the server-rendered page has painted.
startWhenPainted(() => void import('./main'));
