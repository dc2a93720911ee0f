import { renderApp } from './render-app';
import { createRouter } from './router';

/** The member app, every route. */
export function bootApp(container: HTMLElement) {
  return renderApp(container, createRouter());
}
