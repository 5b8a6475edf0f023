import { useEffect, useInsertionEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { createRoot, extend, type ReconcilerRoot, type RenderProps } from '@react-three/fiber';
import {
  AmbientLight,
  CapsuleGeometry,
  CircleGeometry,
  DirectionalLight,
  Group,
  Mesh,
  MeshStandardMaterial,
  SphereGeometry,
} from 'three';

// Only these three.js classes become elements. R3F's <Canvas> registers the whole three.js namespace, which
// keeps all of it in the bundle; a root of our own keeps the chunk to what the scene uses.
extend({
  AmbientLight,
  CapsuleGeometry,
  CircleGeometry,
  DirectionalLight,
  Group,
  Mesh,
  MeshStandardMaterial,
  SphereGeometry,
});

type CanvasRoot = ReconcilerRoot<HTMLCanvasElement>;
export type SceneSettings = Omit<RenderProps<HTMLCanvasElement>, 'size' | 'events'>;

interface Size {
  width: number;
  height: number;
}

/**
 * A canvas that draws its children with react-three-fiber, sized to its box. A renderer that cannot start
 * (no WebGL after all) is thrown to the nearest error boundary.
 */
export function SceneCanvas({ settings, children }: { settings: SceneSettings; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const root = useRef<CanvasRoot | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  if (failure) throw failure;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      setSize(width > 0 && height > 0 ? { width, height } : null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Released when the canvas goes for good: unlike other effects, StrictMode does not replay insertion effects.
  useInsertionEffect(
    () => () => {
      root.current?.unmount();
      root.current = null;
    },
    [],
  );

  useLayoutEffect(() => {
    if (!size || !canvas.current) return;
    root.current ??= createRoot(canvas.current);
    const current = root.current;
    // R3F applies only the settings that changed since the last call, so a call per render costs little.
    current
      .configure({ ...settings, size: { ...size, top: 0, left: 0 } })
      .then(() => current.render(children))
      .catch(setFailure);
  }, [size, settings, children]);

  return (
    <Box ref={box} sx={{ width: '100%', height: '100%', overflow: 'hidden' }}>
      <canvas ref={canvas} style={{ display: 'block' }} />
    </Box>
  );
}
