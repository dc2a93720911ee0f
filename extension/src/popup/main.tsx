import { createRoot } from 'react-dom/client';
import { Popup } from './popup';
import './popup.css';

// Light or dark as the browser is.
const dark = window.matchMedia('(prefers-color-scheme: dark)');
const applyTheme = () => document.documentElement.classList.toggle('dark', dark.matches);
applyTheme();
dark.addEventListener('change', applyTheme);

createRoot(document.getElementById('root')!).render(<Popup />);
