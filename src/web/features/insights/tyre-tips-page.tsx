import { TipsScreen } from './tips-screen.tsx';

/** /wheel: tyre care tips, auto-playing. */
export default function TyreTipsPage() {
  return <TipsScreen topic="tyre" titleKey="titles.wheel" />;
}
