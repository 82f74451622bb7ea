import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withChunkTimeout } from './chunk';

// Apart from the LazyPage component (and the UI kit it renders), so that the route table can
// be read — by the navigation's tests, by the access checks — without a bundler.

export type PageModule = { default: ComponentType };

/** A page in its own chunk, loaded on first use (route tables hold these, not components). */
export interface LazyPageSource {
  load: () => Promise<PageModule>;
  Component: LazyExoticComponent<ComponentType>;
}

export const lazyWithTimeout = (load: () => Promise<PageModule>) =>
  lazy(() => withChunkTimeout(load()));

export function lazyPage(load: () => Promise<PageModule>): LazyPageSource {
  return { load, Component: lazyWithTimeout(load) };
}
