/**
 * The records the staff endpoints read and write, each declared once (app/api/resource.server.ts):
 * its OpenAPI group, the path parameters that name one and its 404, and its key and shape in
 * answers. The endpoints of each are in app/api/endpoints/.
 */
import {
  AdminProduct,
  CategoryDetails,
  ContactMessage,
  Datasheet,
  SearchSynonym,
  SpecificationDetails,
  User as UserShape,
} from "~/api/components";
import {
  adminProduct,
  apiUser,
  categoryDetails,
  contactMessage,
  datasheet,
  searchSynonym,
  specificationDetails,
} from "~/api/json";
import { resource } from "~/api/resource.server";
import { MESSAGE_NOT_FOUND, type StaffMessage } from "~/models/contact.server";
import { PRODUCT_NOT_FOUND } from "~/models/product-admin.server";
import type { StaffSynonym } from "~/models/search-synonyms.server";
import type { SpecificationDetails as Specification } from "~/models/specification.server";
import { USER_NOT_FOUND, type User } from "~/models/user.server";
import { CATEGORY_NOT_FOUND, CategoryIdParams } from "~/schemas/category";
import { DATASHEET_NOT_FOUND, DatasheetIdParams } from "~/schemas/datasheet";
import { MessageIdParams } from "~/schemas/messages";
import { ProductKeyParams } from "~/schemas/product";
import { SYNONYM_NOT_FOUND, SynonymIdParams } from "~/schemas/search-synonym";
import { SPECIFICATION_NOT_FOUND, SpecificationIdParams } from "~/schemas/specification";
import { UserIdParams } from "~/schemas/user";

export const categories = resource({
  tag: "Catalogue structure: categories",
  id: { params: CategoryIdParams, notFound: CATEGORY_NOT_FOUND },
  answer: { category: CategoryDetails },
  json: categoryDetails,
});

export const specifications = resource({
  tag: "Catalogue structure: specifications",
  id: { params: SpecificationIdParams, notFound: SPECIFICATION_NOT_FOUND },
  answer: { specification: SpecificationDetails },
  json: (_: string, specification: Specification) => specificationDetails(specification),
});

export const datasheets = resource({
  tag: "Catalogue structure: datasheets",
  id: { params: DatasheetIdParams, notFound: DATASHEET_NOT_FOUND },
  answer: { datasheet: Datasheet },
  json: datasheet,
});

export const products = resource({
  tag: "Products",
  id: { params: ProductKeyParams, notFound: PRODUCT_NOT_FOUND },
  answer: { product: AdminProduct },
  json: adminProduct,
});

export const messages = resource({
  tag: "Messages",
  id: { params: MessageIdParams, notFound: MESSAGE_NOT_FOUND },
  answer: { contactMessage: ContactMessage },
  json: (_: string, message: StaffMessage) => contactMessage(message),
  noun: "message",
});

export const users = resource({
  tag: "Users",
  access: "admin",
  id: { params: UserIdParams, notFound: USER_NOT_FOUND },
  answer: { user: UserShape },
  json: (_: string, user: User) => apiUser(user),
});

export const synonyms = resource({
  tag: "Search synonyms",
  id: { params: SynonymIdParams, notFound: SYNONYM_NOT_FOUND },
  answer: { synonym: SearchSynonym },
  json: (_: string, synonym: StaffSynonym) => searchSynonym(synonym),
});
