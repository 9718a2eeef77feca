// The stylesheet belongs to the page's first paint: index.html carries it inline (build/inline-css.ts).
import '@fontsource/cormorant-garamond/400.css';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/cormorant-garamond/400-italic.css';
import '@fontsource-variable/inter';
import './styles/index.css';
import { startWhenPainted } from './lib/start-when-painted';

// index.html's only script: the app (main.tsx) loads once the server-rendered page has painted.
startWhenPainted(() => void import('./main'));
