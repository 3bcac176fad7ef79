import type { TowStation } from '../../domain/assistance/assistance-api.ts';
import { ASSIST_LIMITS } from '../../domain/assistance/assistance-rules.ts';
import { landmarkTown, nearestRoad, placeWords, type PlaceWords } from '../../domain/assistance/road-description.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { Station } from '../../domain/stations/station.ts';
import type { Gazetteer } from '../geocoding/gazetteer.server.ts';
import type { StationIndex } from '../stations/station-index.server.ts';
import type { PlaceFinder } from './assistance-service.server.ts';
import type { RoadLines } from './road-lines.server.ts';
import { towStations } from './tow-stations.server.ts';

/** Words and tow stations for a point: the highway tiles, the gazetteer's towns, the station index and the avoid set. */
export class AssistancePlaces implements PlaceFinder {
  constructor(
    private readonly roads: RoadLines,
    private readonly gazetteer: Gazetteer,
    private readonly stations: StationIndex<Station>,
    private readonly avoided: () => ReadonlySet<string>,
  ) {}

  words(point: LatLng): PlaceWords {
    const road = nearestRoad(this.roads.near(point, ASSIST_LIMITS.roadKm), point, ASSIST_LIMITS.roadKm);
    const town = landmarkTown(this.gazetteer.townsNear(point, ASSIST_LIMITS.townKm, 12), point);
    return placeWords(point, road, town);
  }

  towStations(point: LatLng, connector: string): TowStation[] {
    return towStations(this.stations, point, connector, this.avoided());
  }
}
