import './buy-strings.ts';
import { CostLanding } from './cost-landing.tsx';
import './buy.css';

/** /FCVLanding: the intro, every time it is opened. */
export default function CostLandingPage() {
  return <CostLanding titleKey="titles.costOfVehicle" />;
}
