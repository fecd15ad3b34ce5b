import {
  ArrowRight, Atom, Award, BadgeCheck, Building2, CircleCheck, Cpu, Droplets, Earth, Eye, Factory, FlaskConical, Fuel, Gem, Globe,
  GraduationCap, Handshake, HeartHandshake, Landmark, Leaf, Lightbulb, Mail, MapPin, MessageCircle, Microscope, Phone, Plane,
  PlaneTakeoff, Recycle, Scale, ShieldCheck, Sparkles, Sprout, Target, TrendingUp, Truck, Users, Wheat, Wind,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../src/content/icon-names.ts";

/**
 * Each icon name content may use, with its drawing. Node-only: the build turns
 * the icons a page uses into plain shape data, so the browser downloads only
 * those, with the page. tsc fails if a name has no drawing.
 */
export const icons = {
  "arrow-right": ArrowRight,
  atom: Atom,
  award: Award,
  "badge-check": BadgeCheck,
  "building-2": Building2,
  "circle-check": CircleCheck,
  cpu: Cpu,
  droplets: Droplets,
  earth: Earth,
  eye: Eye,
  factory: Factory,
  "flask-conical": FlaskConical,
  fuel: Fuel,
  gem: Gem,
  globe: Globe,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  "heart-handshake": HeartHandshake,
  landmark: Landmark,
  leaf: Leaf,
  lightbulb: Lightbulb,
  mail: Mail,
  "map-pin": MapPin,
  "message-circle": MessageCircle,
  microscope: Microscope,
  phone: Phone,
  plane: Plane,
  "plane-takeoff": PlaneTakeoff,
  recycle: Recycle,
  scale: Scale,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  sprout: Sprout,
  target: Target,
  "trending-up": TrendingUp,
  truck: Truck,
  users: Users,
  wheat: Wheat,
  wind: Wind,
} satisfies Record<IconName, LucideIcon>;
