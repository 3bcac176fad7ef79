/** Gujarati of trip-roads.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { tripRoadsEn } from './trip-roads.en.ts';
import type { Translated } from '../translated.ts';

export const tripRoadsGu: Translated<typeof tripRoadsEn> = {
  roads: {
    source: 'રાષ્ટ્રીય ધોરીમાર્ગો દ્વારા રસ્તાનું અંતર (© OpenStreetMap ફાળો આપનારા)',
    sourceEstimated: 'રસ્તાનું અંતર અંદાજિત: આ સ્થળો વચ્ચે રાષ્ટ્રીય ધોરીમાર્ગનો કોઈ રૂટ મળ્યો નથી.',
    sourceProvider: {
      osrm: 'OSRM રૂટિંગ સેવા દ્વારા રસ્તાનું અંતર',
      google: 'Google Maps દ્વારા રસ્તાનું અંતર',
    },
    access: 'ધોરીમાર્ગ સુધી જવા-આવવાના {{km}} km સામેલ, અંદાજિત',
    accessAndGaps: 'ધોરીમાર્ગ સુધી જવા-આવવાના {{km}} km અને ધોરીમાર્ગના ડેટામાં ખૂટતા ભાગના {{gaps}} km સામેલ, અંદાજિત',
    gaps: 'ધોરીમાર્ગના ડેટામાં ખૂટતા ભાગના {{gaps}} km સામેલ, અંદાજિત',
    hills: 'વળાંકવાળા પહાડી રસ્તાના {{km}} km પર {{pct}}% વધુ ઊર્જા સામેલ, ધારેલું',
    hillsNote:
      'વળાંકવાળા પહાડી રસ્તા પર પ્લાન મેદાની વિસ્તાર કરતાં પ્રતિ km {{pct}}% વધુ ઊર્જા ગણે છે (આ રૂટના {{km}} km): આ અમારી ધારણા છે, કારણ કે ભારતના પહાડી ધોરીમાર્ગો માટે કોઈ પ્રકાશિત આંકડો મળ્યો નથી. પહાડોમાં બેટરીનું સ્તર અંદાજિત છે; વધુ રિઝર્વ રાખો.',
    mapLabel: 'રૂટ અને ચાર્જિંગ સ્ટેશનનો નકશો',
  },
};
