import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { FigureScene, FigureSex, Point } from '../lib/body-figure';

export interface BmiFiguresProps {
  scene: FigureScene;
  colors: Record<FigureSex, string>;
  floorColor: string;
}

/** Share of the canvas height the frame takes; the rest is the margin above and the floor below. */
const FRAME_SHARE = 0.9;

function draw(canvas: HTMLCanvasElement, { scene, colors, floorColor }: BmiFiguresProps) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  const scale = Math.min((height * FRAME_SHARE) / scene.frameHeight, (width * 0.9) / scene.frameWidth);
  const floorY = height * (1 - (1 - FRAME_SHARE) / 2);
  const toCanvas = ([x, y]: Point) => [width / 2 + x * scale, floorY - y * scale] as const;

  context.clearRect(0, 0, width, height);
  context.fillStyle = floorColor;
  context.fillRect(0, floorY, width, Math.max(1, height * 0.006));

  for (const figure of scene.figures) {
    context.fillStyle = colors[figure.sex];
    context.strokeStyle = colors[figure.sex];
    context.lineCap = 'round';
    for (const part of figure.parts) {
      context.beginPath();
      if (part.kind === 'sphere') {
        const [x, y] = toCanvas(part.center);
        context.arc(x, y, part.radius * scale, 0, Math.PI * 2);
        context.fill();
      } else {
        context.lineWidth = part.radius * 2 * scale;
        context.moveTo(...toCanvas(part.from));
        context.lineTo(...toCanvas(part.to));
        context.stroke();
      }
    }
  }
}

/** The figures drawn flat, front view, for browsers without WebGL: the same parts as the 3D scene. */
export function BmiFigures2d({ scene, colors, floorColor }: BmiFiguresProps) {
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const box = container.current;
    const element = canvas.current;
    if (!box || !element) return;
    const redraw = () => {
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.max(1, Math.round(box.clientWidth * ratio));
      element.height = Math.max(1, Math.round(box.clientHeight * ratio));
      draw(element, { scene, colors, floorColor });
    };
    redraw();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(redraw);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [scene, colors, floorColor]);

  return (
    <Box ref={container} sx={{ position: 'absolute', inset: 0 }}>
      <Box component="canvas" ref={canvas} sx={{ display: 'block', width: '100%', height: '100%' }} />
    </Box>
  );
}
