import { ChargerDetails } from './charger-details.tsx';
import './earn.css';

/** /kazamthree: the 3.3 kW AC smart charger with SIM-based IoT. */
export default function KazamThreePage() {
  return <ChargerDetails chargerKey="three" titleKey="titles.kazamThree" />;
}
