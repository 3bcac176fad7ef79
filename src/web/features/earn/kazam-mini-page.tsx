import { ChargerDetails } from './charger-details.tsx';
import './earn.css';

/** /kazammini: the mini charger with Wi-Fi IoT (GSM optional). */
export default function KazamMiniPage() {
  return <ChargerDetails chargerKey="mini" titleKey="titles.kazamMini" />;
}
