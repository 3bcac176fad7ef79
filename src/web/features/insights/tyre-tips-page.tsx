import { TipsScreen } from './tips-screen.tsx';
import './insights.css';

/** /wheel: tyre care tips, auto-playing. */
export default function TyreTipsPage() {
  return <TipsScreen topic="tyre" titleKey="titles.wheel" />;
}
