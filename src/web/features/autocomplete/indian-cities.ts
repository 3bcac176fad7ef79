/**
 * The demo's local suggestion list: state and union-territory capitals and other cities of
 * over a million people (Census of India 2011), so the demo needs no network.
 */
export interface City {
  name: string;
  state: string;
}

export const indianCities: readonly City[] = [
  { name: 'Agartala', state: 'Tripura' },
  { name: 'Agra', state: 'Uttar Pradesh' },
  { name: 'Ahmedabad', state: 'Gujarat' },
  { name: 'Aizawl', state: 'Mizoram' },
  { name: 'Allahabad (Prayagraj)', state: 'Uttar Pradesh' },
  { name: 'Amaravati', state: 'Andhra Pradesh' },
  { name: 'Amritsar', state: 'Punjab' },
  { name: 'Asansol', state: 'West Bengal' },
  { name: 'Aurangabad', state: 'Maharashtra' },
  { name: 'Bengaluru', state: 'Karnataka' },
  { name: 'Bhopal', state: 'Madhya Pradesh' },
  { name: 'Bhubaneswar', state: 'Odisha' },
  { name: 'Chandigarh', state: 'Chandigarh' },
  { name: 'Chennai', state: 'Tamil Nadu' },
  { name: 'Coimbatore', state: 'Tamil Nadu' },
  { name: 'Daman', state: 'Dadra and Nagar Haveli and Daman and Diu' },
  { name: 'Dehradun', state: 'Uttarakhand' },
  { name: 'Delhi', state: 'Delhi' },
  { name: 'Dhanbad', state: 'Jharkhand' },
  { name: 'Dispur', state: 'Assam' },
  { name: 'Durg-Bhilai', state: 'Chhattisgarh' },
  { name: 'Faridabad', state: 'Haryana' },
  { name: 'Gandhinagar', state: 'Gujarat' },
  { name: 'Gangtok', state: 'Sikkim' },
  { name: 'Ghaziabad', state: 'Uttar Pradesh' },
  { name: 'Guwahati', state: 'Assam' },
  { name: 'Gwalior', state: 'Madhya Pradesh' },
  { name: 'Hyderabad', state: 'Telangana' },
  { name: 'Imphal', state: 'Manipur' },
  { name: 'Indore', state: 'Madhya Pradesh' },
  { name: 'Itanagar', state: 'Arunachal Pradesh' },
  { name: 'Jabalpur', state: 'Madhya Pradesh' },
  { name: 'Jaipur', state: 'Rajasthan' },
  { name: 'Jammu', state: 'Jammu and Kashmir' },
  { name: 'Jamshedpur', state: 'Jharkhand' },
  { name: 'Jodhpur', state: 'Rajasthan' },
  { name: 'Kannur', state: 'Kerala' },
  { name: 'Kanpur', state: 'Uttar Pradesh' },
  { name: 'Kavaratti', state: 'Lakshadweep' },
  { name: 'Kochi', state: 'Kerala' },
  { name: 'Kohima', state: 'Nagaland' },
  { name: 'Kolkata', state: 'West Bengal' },
  { name: 'Kollam', state: 'Kerala' },
  { name: 'Kota', state: 'Rajasthan' },
  { name: 'Kozhikode', state: 'Kerala' },
  { name: 'Leh', state: 'Ladakh' },
  { name: 'Lucknow', state: 'Uttar Pradesh' },
  { name: 'Ludhiana', state: 'Punjab' },
  { name: 'Madurai', state: 'Tamil Nadu' },
  { name: 'Malappuram', state: 'Kerala' },
  { name: 'Meerut', state: 'Uttar Pradesh' },
  { name: 'Mumbai', state: 'Maharashtra' },
  { name: 'Mysuru', state: 'Karnataka' },
  { name: 'Nagpur', state: 'Maharashtra' },
  { name: 'Nashik', state: 'Maharashtra' },
  { name: 'Panaji', state: 'Goa' },
  { name: 'Patna', state: 'Bihar' },
  { name: 'Port Blair', state: 'Andaman and Nicobar Islands' },
  { name: 'Puducherry', state: 'Puducherry' },
  { name: 'Pune', state: 'Maharashtra' },
  { name: 'Raipur', state: 'Chhattisgarh' },
  { name: 'Rajkot', state: 'Gujarat' },
  { name: 'Ranchi', state: 'Jharkhand' },
  { name: 'Shillong', state: 'Meghalaya' },
  { name: 'Shimla', state: 'Himachal Pradesh' },
  { name: 'Srinagar', state: 'Jammu and Kashmir' },
  { name: 'Surat', state: 'Gujarat' },
  { name: 'Thiruvananthapuram', state: 'Kerala' },
  { name: 'Thrissur', state: 'Kerala' },
  { name: 'Tiruchirappalli', state: 'Tamil Nadu' },
  { name: 'Vadodara', state: 'Gujarat' },
  { name: 'Varanasi', state: 'Uttar Pradesh' },
  { name: 'Vasai-Virar', state: 'Maharashtra' },
  { name: 'Vijayawada', state: 'Andhra Pradesh' },
  { name: 'Visakhapatnam', state: 'Andhra Pradesh' },
];

const MAX_SUGGESTIONS = 8;

/**
 * Cities whose name contains the text, ignoring case and spaces at the ends; names that start
 * with it come first. Empty text suggests nothing.
 */
export function suggestCities(text: string, cities: readonly City[] = indianCities): City[] {
  const query = text.trim().toLowerCase();
  if (!query) return [];
  const matches = cities.filter((city) => city.name.toLowerCase().includes(query));
  const starts = (city: City) => (city.name.toLowerCase().startsWith(query) ? 0 : 1);
  return matches.sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name)).slice(0, MAX_SUGGESTIONS);
}
