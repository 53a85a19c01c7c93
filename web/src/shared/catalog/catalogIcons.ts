import type { CatalogIcon } from "@contracts";
import AirplayIcon from "@mui/icons-material/Airplay";
import CheckroomIcon from "@mui/icons-material/Checkroom";
import ChildCareIcon from "@mui/icons-material/ChildCare";
import CollectionsIcon from "@mui/icons-material/Collections";
import DryCleaningIcon from "@mui/icons-material/DryCleaning";
import FireplaceIcon from "@mui/icons-material/Fireplace";
import LocalLaundryServiceIcon from "@mui/icons-material/LocalLaundryService";
import ShoppingBasketIcon from "@mui/icons-material/ShoppingBasket";
import ThunderstormIcon from "@mui/icons-material/Thunderstorm";
import UmbrellaIcon from "@mui/icons-material/Umbrella";
import WatchIcon from "@mui/icons-material/Watch";
import ViewModuleIcon from "@mui/icons-material/ViewModule";
import DiamondIcon from "@mui/icons-material/Diamond";
import FavoriteIcon from "@mui/icons-material/Favorite";
import CakeIcon from "@mui/icons-material/Cake";
import CookieIcon from "@mui/icons-material/Cookie";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import CelebrationIcon from "@mui/icons-material/Celebration";
import EmojiFoodBeverageIcon from "@mui/icons-material/EmojiFoodBeverage";
import LocalFloristIcon from "@mui/icons-material/LocalFlorist";
import PaletteIcon from "@mui/icons-material/Palette";
import SpaIcon from "@mui/icons-material/Spa";
import PublicIcon from "@mui/icons-material/Public";
import NightlifeIcon from "@mui/icons-material/Nightlife";
import WorkspacePremiumIcon from "@mui/icons-material/WorkspacePremium";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import type { IconComponent } from "@/shared/ui";

/** The spec's icon names (spec 5) drawn with their closest `@mui/icons-material` icon, the chocolatier's icons as named. */
export const CATALOG_ICON_COMPONENTS: Record<CatalogIcon, IconComponent> = {
  ShirtIcon: CheckroomIcon,
  CloudLightning: ThunderstormIcon,
  BabyIcon: ChildCareIcon,
  WatchIcon: WatchIcon,
  UmbrellaIcon: UmbrellaIcon,
  Shirt: DryCleaningIcon,
  WashingMachine: LocalLaundryServiceIcon,
  ShoppingBasket: ShoppingBasketIcon,
  Airplay: AirplayIcon,
  Images: CollectionsIcon,
  Heater: FireplaceIcon,
  ViewModule: ViewModuleIcon,
  Diamond: DiamondIcon,
  Favorite: FavoriteIcon,
  Cake: CakeIcon,
  Cookie: CookieIcon,
  CardGiftcard: CardGiftcardIcon,
  Celebration: CelebrationIcon,
  EmojiFoodBeverage: EmojiFoodBeverageIcon,
  LocalFlorist: LocalFloristIcon,
  Palette: PaletteIcon,
  Spa: SpaIcon,
  Public: PublicIcon,
  Nightlife: NightlifeIcon,
  WorkspacePremium: WorkspacePremiumIcon,
  AutoAwesome: AutoAwesomeIcon,
};

/** The icon for a stored name; unknown names get the basket. */
export function catalogIconComponent(name: string | undefined): IconComponent {
  return (name && CATALOG_ICON_COMPONENTS[name as CatalogIcon]) || ShoppingBasketIcon;
}
