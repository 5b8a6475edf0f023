import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Quaternion, Vector3, type Group } from 'three';
import type { BodyPart, FigureScene, PlacedFigure } from '../lib/body-figure';
import type { BmiFiguresProps } from './bmi-figures-2d';
import { SceneCanvas, type SceneSettings } from './scene-canvas';

const UP = new Vector3(0, 1, 0);
const FIELD_OF_VIEW = 30;
/** The figures sway this far (radians) either side of facing the viewer, once per SWAY_PERIOD seconds. */
const SWAY_ANGLE = 0.6;
const SWAY_PERIOD = 12;

function CapsulePart({ part, color }: { part: Extract<BodyPart, { kind: 'capsule' }>; color: string }) {
  const { position, quaternion, length } = useMemo(() => {
    const from = new Vector3(...part.from);
    const direction = new Vector3(...part.to).sub(from);
    return {
      position: from.clone().addScaledVector(direction, 0.5),
      quaternion: new Quaternion().setFromUnitVectors(UP, direction.clone().normalize()),
      length: direction.length(),
    };
  }, [part]);
  return (
    <mesh position={position} quaternion={quaternion}>
      <capsuleGeometry args={[part.radius, length, 8, 24]} />
      <meshStandardMaterial color={color} roughness={0.55} />
    </mesh>
  );
}

function Figure({ parts, color }: { parts: BodyPart[]; color: string }) {
  return parts.map((part) =>
    part.kind === 'sphere' ? (
      <mesh key={part.name} position={part.center}>
        <sphereGeometry args={[part.radius, 32, 16]} />
        <meshStandardMaterial color={color} roughness={0.55} />
      </mesh>
    ) : (
      <CapsulePart key={part.name} part={part} color={color} />
    ),
  );
}

/**
 * A figure sways slowly on its own axis, so its depth shows while its front (where the girth reads best) stays
 * in view; it stands still when the user asked for reduced motion.
 */
function SwayingFigure({ figure, color, sways }: { figure: PlacedFigure; color: string; sways: boolean }) {
  const pivot = useRef<Group>(null);
  useFrame(({ clock }) => {
    if (!sways || !pivot.current) return;
    pivot.current.rotation.y = SWAY_ANGLE * Math.sin((clock.elapsedTime * 2 * Math.PI) / SWAY_PERIOD);
  });
  return (
    <group position={[figure.centerX, 0, 0]}>
      <group ref={pivot}>
        <group position={[-figure.centerX, 0, 0]}>
          <Figure parts={figure.parts} color={color} />
        </group>
      </group>
    </group>
  );
}

/** Frames the scene: the camera backs off until the frame height and both figures fit the canvas. */
function CameraFit({ scene }: { scene: FigureScene }) {
  const camera = useThree((state) => state.camera);
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  useLayoutEffect(() => {
    const halfAngle = (FIELD_OF_VIEW * Math.PI) / 360;
    const extent = Math.max(scene.frameHeight, scene.frameWidth / aspect) * 1.15;
    const distance = extent / 2 / Math.tan(halfAngle);
    // Aimed a little below the middle of the frame, so the floor shows under the feet.
    const eyeHeight = scene.frameHeight * 0.45;
    camera.position.set(0, eyeHeight, distance);
    camera.lookAt(0, eyeHeight, 0);
    camera.updateProjectionMatrix();
  }, [camera, aspect, scene]);
  return null;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The figures in 3D (three.js): lit, on a floor, slowly swaying. Loaded on demand, only by the case view. */
export default function BmiScene3d({ scene, colors, floorColor }: BmiFiguresProps) {
  const sways = !prefersReducedMotion();
  const settings: SceneSettings = {
    camera: { fov: FIELD_OF_VIEW, near: 0.05, far: 50 },
    dpr: [1, 2],
    // Keeps the drawn frame readable (screenshots, pixel checks) after it is shown.
    gl: { preserveDrawingBuffer: true, alpha: true, antialias: true },
    frameloop: sways ? 'always' : 'demand',
  };
  return (
    <SceneCanvas settings={settings}>
      <CameraFit scene={scene} />
      <ambientLight intensity={0.9} />
      <directionalLight position={[2, 4, 3]} intensity={1.6} />
      <directionalLight position={[-3, 2, -2]} intensity={0.5} />
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[scene.frameWidth * 0.6, 64]} />
        <meshStandardMaterial color={floorColor} roughness={1} />
      </mesh>
      {scene.figures.map((figure) => (
        <SwayingFigure key={figure.sex} figure={figure} color={colors[figure.sex]} sways={sways} />
      ))}
    </SceneCanvas>
  );
}
