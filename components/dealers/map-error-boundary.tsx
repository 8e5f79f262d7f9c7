'use client';

import { Component, type ReactNode } from 'react';

/**
 * Keeps a map that cannot start (its code failed to download, no WebGL) from taking the page
 * down with it: the list above keeps working and this says where to look instead.
 */
export class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('El mapa de distribuidores no pudo cargarse:', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
