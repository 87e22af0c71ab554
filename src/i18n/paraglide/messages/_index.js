/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shell_Language_NameInputs */
/** @typedef {{}} Shell_Language_Switch_LabelInputs */
/** @typedef {{}} Shell_Language_Switch_HintInputs */
/** @typedef {{}} Shell_Cart_Label_EmptyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_LabelInputs */
/** @typedef {{}} Shell_Footer_ShopInputs */
/** @typedef {{}} Shell_Footer_HelpInputs */
/** @typedef {{}} Shell_Footer_FaqInputs */
/** @typedef {{}} Shell_Footer_ContactInputs */
/** @typedef {{}} Shell_Footer_SwatchesInputs */
/** @typedef {{}} Shell_Footer_Cover_KitInputs */
/** @typedef {{}} Shell_Footer_CompanyInputs */
/** @typedef {{}} Shell_Footer_Our_ApproachInputs */
/** @typedef {{}} Shell_Footer_AgreementsInputs */
/** @typedef {{}} Shell_Footer_CareersInputs */
/** @typedef {{}} Shell_Footer_External_SiteInputs */
/** @typedef {{}} Shell_Footer_Your_AccountInputs */
/** @typedef {{}} Shell_Footer_My_AccountInputs */
/** @typedef {{}} Shell_Footer_Create_AccountInputs */
/** @typedef {{}} Shell_Footer_Sign_InInputs */
/** @typedef {{}} Shell_Footer_PoliciesInputs */
/** @typedef {{}} Shell_Footer_PrivacyInputs */
/** @typedef {{}} Shell_Footer_TermsInputs */
/** @typedef {{}} Shell_Footer_Liquidation_PolicyInputs */
/** @typedef {{}} Shell_Footer_CopyrightInputs */
/** @typedef {{}} Shell_Footer_SocialInputs */
/** @typedef {{}} Shell_Footer_LanguageInputs */
/** @typedef {{}} Shell_Header_HomeInputs */
/** @typedef {{}} Shell_Menu_TitleInputs */
/** @typedef {{}} Shell_Menu_CloseInputs */
/** @typedef {{}} Shell_Menu_MainInputs */
/** @typedef {{}} Shell_Menu_My_AccountInputs */
/** @typedef {{}} Shell_Menu_Sign_InInputs */
/** @typedef {{}} Shell_Menu_FaqInputs */
/** @typedef {{}} Shell_Menu_ContactInputs */
/** @typedef {{}} Shell_Menu_Sign_OutInputs */
/** @typedef {{}} Shell_Menu_BackInputs */
/** @typedef {{ category: NonNullable<unknown> }} Shell_Menu_AllInputs */
/** @typedef {{}} Shell_Sale_BadgeInputs */
/** @typedef {{}} Shell_BrandInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Account_GreetingInputs */
/** @typedef {{}} Shell_Account_My_AccountInputs */
/** @typedef {{}} Shell_Account_Sign_InInputs */
/** @typedef {{}} Shell_Cart_Popup_AddedInputs */
/** @typedef {{}} Shell_Cart_Popup_Not_AddedInputs */
/** @typedef {{}} Shell_Cart_Popup_ClearedInputs */
/** @typedef {{}} Shell_Cart_Popup_Cleared_TextInputs */
/** @typedef {{}} Shell_Cart_Popup_Add_ErrorInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Cart_Popup_ItemInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_Popup_CountInputs */
/** @typedef {{}} Shell_Cart_Popup_View_CartInputs */
/** @typedef {{}} Shell_Cart_Popup_CheckoutInputs */
/** @typedef {{}} Shell_Category_Menu_LabelInputs */
/** @typedef {{}} Shell_Liquidation_TitleInputs */
/** @typedef {{}} Shell_Liquidation_PickupInputs */
/** @typedef {{}} Shell_Liquidation_Policy_LinkInputs */
/** @typedef {{}} Shell_Location_TitleInputs */
/** @typedef {{ city: NonNullable<unknown> }} Shell_Location_Pinned_CityInputs */
/** @typedef {{}} Shell_Location_PinnedInputs */
/** @typedef {{ city: NonNullable<unknown> }} Shell_Location_Shop_FromInputs */
/** @typedef {{}} Shell_Location_ContinueInputs */
/** @typedef {{ city: NonNullable<unknown>, province: NonNullable<unknown> }} Shell_Location_Pinned_Prices_CityInputs */
/** @typedef {{}} Shell_Location_Pinned_Prices_DefaultInputs */
/** @typedef {{}} Shell_Location_DescriptionInputs */
/** @typedef {{ city: NonNullable<unknown>, province: NonNullable<unknown> }} Shell_Location_CurrentInputs */
/** @typedef {{}} Shell_Location_Select_CityInputs */
/** @typedef {{}} Shell_Location_ButtonInputs */
/** @typedef {{}} Shell_Not_Found_TitleInputs */
/** @typedef {{}} Shell_Not_Found_Page_TitleInputs */
/** @typedef {{}} Shell_Not_Found_TextInputs */
/** @typedef {{}} Shell_Not_Found_RoomsInputs */
/** @typedef {{}} Shell_Home_LinkInputs */
/** @typedef {{}} Shell_Promo_SaleInputs */
/** @typedef {{}} Shell_Promo_Made_In_CanadaInputs */
/** @typedef {{}} Shell_Promo_Own_CrewInputs */
/** @typedef {{}} Shell_Billing_AlertInputs */
/** @typedef {{}} Shell_Quick_Links_LabelInputs */
/** @typedef {{}} Shell_Quick_SofasInputs */
/** @typedef {{}} Shell_Quick_SectionalsInputs */
/** @typedef {{}} Shell_Quick_Lounge_ChairsInputs */
/** @typedef {{}} Shell_Quick_LoveseatsInputs */
/** @typedef {{}} Shell_Quick_Coffee_TablesInputs */
/** @typedef {{}} Shell_Quick_End_TablesInputs */
/** @typedef {{}} Shell_Quick_Dining_TablesInputs */
/** @typedef {{}} Shell_Quick_Dining_ChairsInputs */
/** @typedef {{}} Shell_Quick_BedsInputs */
/** @typedef {{}} Shell_SearchInputs */
/** @typedef {{}} Shell_Search_CloseInputs */
/** @typedef {{}} Shell_Search_HintInputs */
/** @typedef {{}} Shell_Error_TitleInputs */
/** @typedef {{}} Shell_Error_TextInputs */
/** @typedef {{}} Shell_Error_Text_UnreportedInputs */
/** @typedef {{}} Shell_Error_RetryInputs */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
/** @typedef {{}} Shell_BackInputs */
/** @typedef {{}} Shell_Back_AddressInputs */
/** @typedef {{}} Shell_Back_My_ProductsInputs */
/** @typedef {{}} Shell_Back_My_AccountInputs */
/** @typedef {{}} Shell_Unsupported_Page_TitleInputs */
/** @typedef {{}} Shell_Unsupported_HeadingInputs */
/** @typedef {{}} Shell_Unsupported_TextInputs */
/** @typedef {{}} Shell_Unsupported_FeaturesInputs */
/** @typedef {{}} Shell_Unsupported_PhoneInputs */
/** @typedef {{}} Shell_Version_TitleInputs */
/** @typedef {{}} Shell_Version_ReleaseInputs */
/** @typedef {{}} Shell_Province_AbInputs */
/** @typedef {{}} Shell_Province_BcInputs */
/** @typedef {{}} Shell_Province_MbInputs */
/** @typedef {{}} Shell_Province_NbInputs */
/** @typedef {{}} Shell_Province_NlInputs */
/** @typedef {{}} Shell_Province_NsInputs */
/** @typedef {{}} Shell_Province_NtInputs */
/** @typedef {{}} Shell_Province_NuInputs */
/** @typedef {{}} Shell_Province_OnInputs */
/** @typedef {{}} Shell_Province_PeInputs */
/** @typedef {{}} Shell_Province_QcInputs */
/** @typedef {{}} Shell_Province_SkInputs */
/** @typedef {{}} Shell_Province_YtInputs */
/** @typedef {{}} Ui_CloseInputs */
/** @typedef {{}} Ui_DismissInputs */
/** @typedef {{}} Ui_NotificationsInputs */
/** @typedef {{}} Ui_NotificationInputs */
/** @typedef {{}} Ui_LoadingInputs */
/** @typedef {{}} Ui_Loading_WaitInputs */
/** @typedef {{}} Ui_On_This_PageInputs */
/** @typedef {{}} Ui_BreadcrumbInputs */
/** @typedef {{}} Ui_PagesInputs */
/** @typedef {{}} Ui_Previous_PageInputs */
/** @typedef {{}} Ui_PreviousInputs */
/** @typedef {{}} Ui_Next_PageInputs */
/** @typedef {{}} Ui_NextInputs */
/** @typedef {{ page: NonNullable<unknown> }} Ui_Page_NumberInputs */
/** @typedef {{}} Ui_Try_AgainInputs */
/** @typedef {{}} Ui_Previous_ImageInputs */
/** @typedef {{}} Ui_Next_ImageInputs */
/** @typedef {{}} Ui_Password_ShowInputs */
/** @typedef {{}} Ui_Password_HideInputs */
/** @typedef {{}} Ui_Password_SubjectInputs */
/** @typedef {{}} Ui_Final_SaleInputs */
/** @typedef {{}} Ui_Or_FromInputs */
/** @typedef {{}} Ui_Gallery_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ui_Gallery_Full_ScreenInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, name: NonNullable<unknown> }} Ui_Gallery_PictureInputs */
/** @typedef {{}} Ui_Promo_PlayInputs */
/** @typedef {{}} Ui_Promo_PauseInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Ui_RatingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_StarsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_ReviewsInputs */
/** @typedef {{}} Ui_Search_LabelInputs */
/** @typedef {{}} Ui_Search_PlaceholderInputs */
/** @typedef {{}} Ui_Search_SubmitInputs */
/** @typedef {{}} Ui_UnavailableInputs */
/** @typedef {{}} Ui_Address_LabelInputs */
/** @typedef {{}} Ui_Address_First_NameInputs */
/** @typedef {{}} Ui_Address_Last_NameInputs */
/** @typedef {{}} Ui_Address_PhoneInputs */
/** @typedef {{}} Ui_Address_Phone_HintInputs */
/** @typedef {{}} Ui_Address_StreetInputs */
/** @typedef {{}} Ui_Address_UnitInputs */
/** @typedef {{}} Ui_Address_CityInputs */
/** @typedef {{}} Ui_Address_ProvinceInputs */
/** @typedef {{}} Ui_Address_Province_PlaceholderInputs */
/** @typedef {{}} Ui_Address_Postal_CodeInputs */
/** @typedef {{}} Ui_Address_Postal_Code_HintInputs */
/** @typedef {{}} Ui_Address_Building_TypeInputs */
/** @typedef {{}} Ui_Address_Choose_OneInputs */
/** @typedef {{}} Ui_Address_HouseInputs */
/** @typedef {{}} Ui_Address_ApartmentInputs */
/** @typedef {{}} Ui_Address_CondoInputs */
/** @typedef {{}} Ui_Address_TownhouseInputs */
/** @typedef {{}} Ui_Address_OfficeInputs */
/** @typedef {{}} Ui_Address_FloorInputs */
/** @typedef {{}} Ui_Address_BuzzerInputs */
/** @typedef {{}} Ui_Address_Receiving_HoursInputs */
/** @typedef {{}} Ui_Address_Receiving_Hours_HintInputs */
/** @typedef {{}} Ui_Address_ElevatorInputs */
/** @typedef {{}} Ui_Address_Dock_DoorInputs */
/** @typedef {{}} Ui_Address_PrimaryInputs */
/** @typedef {{}} Ui_Address_InstructionsInputs */
/** @typedef {{}} Ui_Address_SavingInputs */
/** @typedef {{}} Ui_Card_ProcessorInputs */
/** @typedef {{}} Ui_Card_NameInputs */
/** @typedef {{}} Ui_Card_NumberInputs */
/** @typedef {{}} Ui_Card_ExpiryInputs */
/** @typedef {{}} Ui_Card_Expiry_PlaceholderInputs */
/** @typedef {{}} Ui_Card_Security_CodeInputs */
/** @typedef {{}} Cart_CheckoutInputs */
/** @typedef {{}} Cart_Blocked_No_CityInputs */
/** @typedef {{}} Cart_Blocked_UpdatingInputs */
/** @typedef {{}} Cart_Blocked_FailedInputs */
/** @typedef {{}} Cart_Blocked_Line_ErrorsInputs */
/** @typedef {{}} Cart_Page_TitleInputs */
/** @typedef {{}} Cart_DismissInputs */
/** @typedef {{}} Cart_Discarded_NoticeInputs */
/** @typedef {{}} Cart_Liquidation_PurchaseInputs */
/** @typedef {{}} Cart_City_Reason_CartInputs */
/** @typedef {{}} Cart_Empty_TitleInputs */
/** @typedef {{}} Cart_Browse_FurnitureInputs */
/** @typedef {{}} Cart_Empty_TextInputs */
/** @typedef {{}} Cart_Add_AssemblyInputs */
/** @typedef {{ price: NonNullable<unknown> }} Cart_Assembly_Hint_PriceInputs */
/** @typedef {{}} Cart_Assembly_HintInputs */
/** @typedef {{}} Cart_Updating_PricesInputs */
/** @typedef {{}} Cart_Quote_Failed_CartInputs */
/** @typedef {{}} Cart_Quote_ErrorInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cart_Delivery_ChosenInputs */
/** @typedef {{}} Cart_Share_CartInputs */
/** @typedef {{}} Cart_Empty_CartInputs */
/** @typedef {{}} Cart_Lines_LabelInputs */
/** @typedef {{ option: NonNullable<unknown>, value: NonNullable<unknown> }} Cart_Line_OptionInputs */
/** @typedef {{}} Cart_Pivotcare_LabelInputs */
/** @typedef {{ price: NonNullable<unknown> }} Cart_Pivotcare_Label_PriceInputs */
/** @typedef {{}} Cart_Pivotcare_HintInputs */
/** @typedef {{}} Cart_Line_Final_SaleInputs */
/** @typedef {{}} Cart_QuantityInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Cart_Quantity_CountInputs */
/** @typedef {{}} Cart_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Remove_LineInputs */
/** @typedef {{}} Cart_Way_SubscriptionInputs */
/** @typedef {{}} Cart_Way_FinancingInputs */
/** @typedef {{}} Cart_Way_RentalInputs */
/** @typedef {{}} Cart_Way_BuyInputs */
/** @typedef {{}} Cart_Way_Final_Sale_MonthlyInputs */
/** @typedef {{}} Cart_Way_Final_SaleInputs */
/** @typedef {{ way: NonNullable<unknown>, months: NonNullable<unknown> }} Cart_Way_MinimumInputs */
/** @typedef {{ way: NonNullable<unknown>, months: NonNullable<unknown> }} Cart_Way_MonthsInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown>, total: NonNullable<unknown> }} Cart_Terms_FinancingInputs */
/** @typedef {{ payments: NonNullable<unknown> }} Cart_Terms_SubscriptionInputs */
/** @typedef {{}} Cart_Terms_RentalInputs */
/** @typedef {{}} Cart_Summary_TitleInputs */
/** @typedef {{}} Cart_Due_TodayInputs */
/** @typedef {{}} Cart_Then_MonthlyInputs */
/** @typedef {{}} Cart_Row_PurchasesInputs */
/** @typedef {{}} Cart_Row_First_MonthInputs */
/** @typedef {{}} Cart_Row_PickupInputs */
/** @typedef {{}} Cart_Row_FreeInputs */
/** @typedef {{}} Cart_Row_DeliveryInputs */
/** @typedef {{}} Cart_Row_AssemblyInputs */
/** @typedef {{}} Cart_Row_Account_CreditInputs */
/** @typedef {{}} Cart_Row_Total_TodayInputs */
/** @typedef {{}} Cart_Row_Monthly_ItemsInputs */
/** @typedef {{}} Cart_Row_Each_MonthInputs */
/** @typedef {{}} Cart_Tax_GstInputs */
/** @typedef {{}} Cart_Tax_HstInputs */
/** @typedef {{}} Cart_Tax_QstInputs */
/** @typedef {{}} Cart_Tax_PstInputs */
/** @typedef {{}} Cart_Tax_RstInputs */
/** @typedef {{ tax: NonNullable<unknown>, percent: NonNullable<unknown> }} Cart_Tax_RateInputs */
/** @typedef {{ address: NonNullable<unknown> }} Cart_Pickup_NoteInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Cart_Estimated_DeliveryInputs */
/** @typedef {{}} Cart_Final_Sale_TitleInputs */
/** @typedef {{}} Cart_Final_Sale_TextInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Sale_Notice_OneInputs */
/** @typedef {{ names: NonNullable<unknown> }} Cart_Sale_Notice_OtherInputs */
/** @typedef {{}} Cart_Sale_Notice_An_ItemInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown> }} Cart_List_AndInputs */
/** @typedef {{}} Cart_Error_TitleInputs */
/** @typedef {{}} Cart_Error_NetworkInputs */
/** @typedef {{}} Cart_Error_GeneralInputs */
/** @typedef {{}} Cart_Try_AgainInputs */
/** @typedef {{}} Cart_Home_PageInputs */
/** @typedef {{ place: NonNullable<unknown> }} Cart_City_FixedInputs */
/** @typedef {{}} Cart_Your_CityInputs */
/** @typedef {{}} Cart_Your_City_HintInputs */
/** @typedef {{}} Cart_Choose_LocationInputs */
/** @typedef {{}} Cart_Select_CityInputs */
/** @typedef {{}} Cart_Loading_CitiesInputs */
/** @typedef {{}} Cart_Cities_FailedInputs */
/** @typedef {{}} Cart_PackagesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Package_PicturesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Package_Pieces_HeadingInputs */
/** @typedef {{}} Cart_Package_Lines_LabelInputs */
/** @typedef {{}} Cart_Package_Missing_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Package_Missing_OtherInputs */
/** @typedef {{}} Cart_Quote_Failed_PackageInputs */
/** @typedef {{}} Cart_Add_PackageInputs */
/** @typedef {{}} Cart_Packages_IntroInputs */
/** @typedef {{}} Cart_Packages_None_TitleInputs */
/** @typedef {{}} Cart_Packages_None_TextInputs */
/** @typedef {{}} Cart_Packages_AllInputs */
/** @typedef {{ count: NonNullable<unknown>, description: NonNullable<unknown> }} Cart_Package_Tile_NoteInputs */
/** @typedef {{}} Cart_Share_TitleInputs */
/** @typedef {{}} Cart_Share_City_ReasonInputs */
/** @typedef {{}} Cart_Share_Empty_TextInputs */
/** @typedef {{}} Cart_Share_IntroInputs */
/** @typedef {{}} Cart_Share_Lines_LabelInputs */
/** @typedef {{}} Cart_Share_Link_LabelInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cart_Share_Link_HintInputs */
/** @typedef {{}} Cart_Share_CopyInputs */
/** @typedef {{}} Cart_Share_OpenInputs */
/** @typedef {{}} Cart_Share_CopiedInputs */
/** @typedef {{}} Cart_Share_Copy_FailedInputs */
/** @typedef {{}} Cart_Share_Failed_TitleInputs */
/** @typedef {{}} Cart_Share_FailedInputs */
/** @typedef {{}} Cart_Share_CreateInputs */
/** @typedef {{}} Cart_Back_To_CartInputs */
/** @typedef {{}} Cart_Shared_TitleInputs */
/** @typedef {{}} Cart_Shared_Not_Found_TitleInputs */
/** @typedef {{}} Cart_Shared_ExpiredInputs */
/** @typedef {{}} Cart_Go_To_CartInputs */
/** @typedef {{}} Cart_Shared_Expired_TextInputs */
/** @typedef {{}} Cart_Shared_With_You_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_With_You_OtherInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Loaded_ReplaceInputs */
/** @typedef {{ added: NonNullable<unknown>, increased: NonNullable<unknown> }} Cart_Shared_Loaded_IncreasedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Loaded_AddedInputs */
/** @typedef {{}} Cart_Shared_CappedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_SkippedInputs */
/** @typedef {{}} Cart_Shared_Add_ErrorInputs */
/** @typedef {{}} Cart_Shared_City_ReasonInputs */
/** @typedef {{}} Cart_Shared_Unavailable_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Unavailable_OtherInputs */
/** @typedef {{}} Cart_Shared_Lines_LabelInputs */
/** @typedef {{}} Cart_Quote_Failed_ItemsInputs */
/** @typedef {{}} Cart_Shared_None_SoldInputs */
/** @typedef {{}} Cart_Add_To_My_CartInputs */
/** @typedef {{}} Cart_Shared_Own_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Own_OtherInputs */
/** @typedef {{}} Cart_Replace_My_CartInputs */
/** @typedef {{}} Cart_Snapshot_No_Longer_SoldInputs */
/** @typedef {{}} Cart_Price_For_CityInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Added_NamedInputs */
/** @typedef {{}} Cart_AddedInputs */
/** @typedef {{ address: NonNullable<unknown> }} Cart_Product_PickupInputs */
/** @typedef {{}} Catalog_HomeInputs */
/** @typedef {{}} Catalog_Try_AgainInputs */
/** @typedef {{}} Catalog_Go_HomeInputs */
/** @typedef {{}} Catalog_Back_HomeInputs */
/** @typedef {{}} Catalog_Choose_OneInputs */
/** @typedef {{}} Catalog_Error_TitleInputs */
/** @typedef {{}} Catalog_Error_NetworkInputs */
/** @typedef {{}} Catalog_Error_GenericInputs */
/** @typedef {{}} Catalog_Category_GoneInputs */
/** @typedef {{ name: NonNullable<unknown>, page: NonNullable<unknown> }} Catalog_Category_Title_PageInputs */
/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Category_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_By_TypeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_ProductsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_Empty_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_See_AllInputs */
/** @typedef {{}} Catalog_Category_Empty_TextInputs */
/** @typedef {{ site: NonNullable<unknown> }} Catalog_Home_TitleInputs */
/** @typedef {{}} Catalog_Home_DescriptionInputs */
/** @typedef {{}} Catalog_Home_EyebrowInputs */
/** @typedef {{}} Catalog_Home_Hero_TitleInputs */
/** @typedef {{}} Catalog_Home_Hero_LeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Home_Hero_AltInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Shop_CategoryInputs */
/** @typedef {{}} Catalog_Order_Free_SwatchesInputs */
/** @typedef {{}} Catalog_Home_FeaturedInputs */
/** @typedef {{}} Catalog_Shop_By_RoomInputs */
/** @typedef {{}} Catalog_Home_GalleryInputs */
/** @typedef {{}} Catalog_Home_Gallery_TextInputs */
/** @typedef {{}} Catalog_Home_Photo_AltInputs */
/** @typedef {{}} Catalog_Your_CityInputs */
/** @typedef {{}} Catalog_Final_SaleInputs */
/** @typedef {{}} Catalog_Way_To_Pay_LabelInputs */
/** @typedef {{}} Catalog_Final_Sale_TextInputs */
/** @typedef {{}} Catalog_Add_To_CartInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Price_Term_MinimumInputs */
/** @typedef {{}} Catalog_Price_OrInputs */
/** @typedef {{}} Catalog_Price_OutrightInputs */
/** @typedef {{}} Catalog_Price_Or_FromInputs */
/** @typedef {{ way: NonNullable<unknown> }} Catalog_Price_WithInputs */
/** @typedef {{}} Catalog_Assembly_Not_OfferedInputs */
/** @typedef {{}} Catalog_Assembly_KitInputs */
/** @typedef {{}} Catalog_Assembly_FeeInputs */
/** @typedef {{}} Catalog_Assembly_FreeInputs */
/** @typedef {{}} Catalog_Facts_OverviewInputs */
/** @typedef {{}} Catalog_Facts_DetailsInputs */
/** @typedef {{}} Catalog_Facts_MaterialsInputs */
/** @typedef {{}} Catalog_Facts_CareInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Facts_AboutInputs */
/** @typedef {{}} Catalog_DimensionsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Drawing_Front_AltInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Drawing_Side_AltInputs */
/** @typedef {{}} Catalog_MeasurementsInputs */
/** @typedef {{}} Catalog_MeasureInputs */
/** @typedef {{}} Catalog_MetricInputs */
/** @typedef {{}} Catalog_ImperialInputs */
/** @typedef {{}} Catalog_SuggestionsInputs */
/** @typedef {{}} Catalog_FromInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_HeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_See_OtherInputs */
/** @typedef {{}} Catalog_Unavailable_TextInputs */
/** @typedef {{}} Catalog_Listing_ColourInputs */
/** @typedef {{}} Catalog_Listing_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Listing_CountInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Catalog_Listing_ShowingInputs */
/** @typedef {{}} Catalog_Clear_FiltersInputs */
/** @typedef {{}} Catalog_Bestsellers_OnlyInputs */
/** @typedef {{}} Catalog_Listing_Past_EndInputs */
/** @typedef {{}} Catalog_Listing_First_PageInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Listing_Page_CountInputs */
/** @typedef {{}} Catalog_Listing_No_MatchInputs */
/** @typedef {{}} Catalog_Listing_No_Match_TextInputs */
/** @typedef {{}} Catalog_Listing_ProductsInputs */
/** @typedef {{}} Catalog_Sort_ByInputs */
/** @typedef {{}} Catalog_Sort_FeaturedInputs */
/** @typedef {{}} Catalog_Sort_Price_AscInputs */
/** @typedef {{}} Catalog_Sort_Price_DescInputs */
/** @typedef {{}} Catalog_Sort_NameInputs */
/** @typedef {{}} Catalog_Option_Not_HereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Option_Unavailable_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Option_UnavailableInputs */
/** @typedef {{}} Catalog_Learn_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Learn_More_NamedInputs */
/** @typedef {{}} Catalog_ReviewsInputs */
/** @typedef {{}} Catalog_Reviews_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Reviews_CountInputs */
/** @typedef {{}} Catalog_Reviews_ListInputs */
/** @typedef {{}} Catalog_Reviews_A_CustomerInputs */
/** @typedef {{}} Catalog_Reviews_VerifiedInputs */
/** @typedef {{}} Catalog_Reviews_NewerInputs */
/** @typedef {{}} Catalog_Reviews_OlderInputs */
/** @typedef {{ page: NonNullable<unknown>, count: NonNullable<unknown> }} Catalog_Reviews_PageInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_Results_ForInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_Head_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Search_Tag_DescriptionInputs */
/** @typedef {{ query: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Search_DescriptionInputs */
/** @typedef {{}} Catalog_SearchInputs */
/** @typedef {{}} Catalog_Search_ResultsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Search_Tag_EmptyInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_EmptyInputs */
/** @typedef {{}} Catalog_Search_NoneInputs */
/** @typedef {{}} Catalog_Search_PopularInputs */
/** @typedef {{}} Catalog_Search_RoomsInputs */
/** @typedef {{}} Catalog_Tag_SofasInputs */
/** @typedef {{}} Catalog_Tag_SectionalsInputs */
/** @typedef {{}} Catalog_Tag_Lounge_ChairsInputs */
/** @typedef {{}} Catalog_Tag_LoveseatsInputs */
/** @typedef {{}} Catalog_Tag_Coffee_TablesInputs */
/** @typedef {{}} Catalog_Tag_End_TablesInputs */
/** @typedef {{}} Catalog_Tag_Dining_TablesInputs */
/** @typedef {{}} Catalog_Tag_Dining_ChairsInputs */
/** @typedef {{}} Catalog_Tag_BedsInputs */
/** @typedef {{}} Catalog_Swatches_TitleInputs */
/** @typedef {{}} Catalog_Swatches_DescriptionInputs */
/** @typedef {{}} Catalog_Swatches_BreadcrumbInputs */
/** @typedef {{ max: NonNullable<unknown> }} Catalog_Swatches_IntroInputs */
/** @typedef {{}} Catalog_Swatches_FormInputs */
/** @typedef {{}} Catalog_Swatches_WhereInputs */
/** @typedef {{}} Catalog_Swatches_Full_NameInputs */
/** @typedef {{}} Catalog_Swatches_EmailInputs */
/** @typedef {{}} Catalog_Swatches_Email_HintInputs */
/** @typedef {{}} Catalog_Swatches_PhoneInputs */
/** @typedef {{}} Catalog_Swatches_StreetInputs */
/** @typedef {{}} Catalog_Swatches_UnitInputs */
/** @typedef {{}} Catalog_Swatches_CityInputs */
/** @typedef {{}} Catalog_Swatches_ProvinceInputs */
/** @typedef {{}} Catalog_Swatches_Postal_CodeInputs */
/** @typedef {{}} Catalog_Swatches_Postal_HintInputs */
/** @typedef {{}} Catalog_Swatches_CountryInputs */
/** @typedef {{}} Catalog_Swatches_FailedInputs */
/** @typedef {{}} Catalog_Swatches_Failed_TextInputs */
/** @typedef {{}} Catalog_Swatches_SendingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Swatches_Order_CountInputs */
/** @typedef {{}} Catalog_Swatches_ChooseInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Catalog_Swatches_ChosenInputs */
/** @typedef {{}} Catalog_Swatches_FullInputs */
/** @typedef {{}} Catalog_Swatches_Other_FabricsInputs */
/** @typedef {{}} Catalog_Swatches_PlacedInputs */
/** @typedef {{}} Catalog_Keep_ShoppingInputs */
/** @typedef {{}} Catalog_Swatches_Order_NumberInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Swatches_MailingInputs */
/** @typedef {{}} Catalog_Error_Full_NameInputs */
/** @typedef {{}} Catalog_Error_Full_Name_LongInputs */
/** @typedef {{}} Catalog_Error_EmailInputs */
/** @typedef {{}} Catalog_Error_Email_InvalidInputs */
/** @typedef {{}} Catalog_Error_PhoneInputs */
/** @typedef {{}} Catalog_Error_Phone_InvalidInputs */
/** @typedef {{}} Catalog_Error_StreetInputs */
/** @typedef {{}} Catalog_Error_Street_LongInputs */
/** @typedef {{}} Catalog_Error_Unit_LongInputs */
/** @typedef {{}} Catalog_Error_CityInputs */
/** @typedef {{}} Catalog_Error_City_LongInputs */
/** @typedef {{}} Catalog_Error_ProvinceInputs */
/** @typedef {{}} Catalog_Error_Postal_CodeInputs */
/** @typedef {{}} Catalog_Error_Postal_Code_InvalidInputs */
/** @typedef {{ postal: NonNullable<unknown>, province: NonNullable<unknown> }} Catalog_Error_Postal_Code_ProvinceInputs */
/** @typedef {{}} Catalog_Error_Swatches_NoneInputs */
/** @typedef {{ max: NonNullable<unknown> }} Catalog_Error_Swatches_ManyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Delivers_DaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Delivers_WeeksInputs */
/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Catalog_Delivers_Range_DaysInputs */
/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Catalog_Delivers_Range_WeeksInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Stock_Only_LeftInputs */
/** @typedef {{}} Catalog_Stock_InInputs */
/** @typedef {{ date: NonNullable<unknown> }} Catalog_Stock_FromInputs */
/** @typedef {{}} Catalog_Stock_Made_To_OrderInputs */
/** @typedef {{ city: NonNullable<unknown> }} Catalog_Stock_OutInputs */
/** @typedef {{}} Catalog_Dimension_WidthInputs */
/** @typedef {{}} Catalog_Dimension_DepthInputs */
/** @typedef {{}} Catalog_Dimension_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Seat_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Seat_DepthInputs */
/** @typedef {{}} Catalog_Dimension_Arm_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Arm_WidthInputs */
/** @typedef {{}} Catalog_Dimension_Leg_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Pile_ThicknessInputs */
/** @typedef {{}} Catalog_Dimension_WeightInputs */
/** @typedef {{ value: NonNullable<unknown> }} Catalog_Unit_InchesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Picture_FrontInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Picture_SideInputs */
/** @typedef {{ name: NonNullable<unknown>, number: NonNullable<unknown>, count: NonNullable<unknown> }} Catalog_Images_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Images_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Images_CloseInputs */
/** @typedef {{ name: NonNullable<unknown>, maker: NonNullable<unknown> }} Catalog_Head_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown>, color: NonNullable<unknown> }} Catalog_Head_Title_ColorInputs */
/** @typedef {{}} Catalog_Pay_FinanceInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_FinanceInputs */
/** @typedef {{}} Catalog_Pay_SubscribeInputs */
/** @typedef {{}} Catalog_Pay_Subscribe_ShortInputs */
/** @typedef {{}} Catalog_Pay_RentInputs */
/** @typedef {{}} Catalog_Pay_BuyInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_BuyInputs */
/** @typedef {{}} Catalog_Pay_Buy_ClassicInputs */
/** @typedef {{}} Catalog_Pay_Buy_V2Inputs */
/** @typedef {{ title: NonNullable<unknown>, term: NonNullable<unknown> }} Catalog_Pay_Over_TermInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Pay_Finance_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Pay_Subscribe_DetailInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Pay_Subscribe_MinimumInputs */
/** @typedef {{}} Catalog_Pay_Rent_DetailInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_Buy_DetailInputs */
/** @typedef {{}} Catalog_Pay_Buy_DetailInputs */
/** @typedef {{}} Catalog_Province_AbInputs */
/** @typedef {{}} Catalog_Province_BcInputs */
/** @typedef {{}} Catalog_Province_MbInputs */
/** @typedef {{}} Catalog_Province_NbInputs */
/** @typedef {{}} Catalog_Province_NlInputs */
/** @typedef {{}} Catalog_Province_NsInputs */
/** @typedef {{}} Catalog_Province_NtInputs */
/** @typedef {{}} Catalog_Province_NuInputs */
/** @typedef {{}} Catalog_Province_OnInputs */
/** @typedef {{}} Catalog_Province_PeInputs */
/** @typedef {{}} Catalog_Province_QcInputs */
/** @typedef {{}} Catalog_Province_SkInputs */
/** @typedef {{}} Catalog_Province_YtInputs */
/** @typedef {{}} Flows_My_AccountInputs */
/** @typedef {{}} Flows_ReceiptsInputs */
/** @typedef {{}} Flows_Contact_UsInputs */
/** @typedef {{}} Flows_Try_AgainInputs */
/** @typedef {{}} Flows_LoadingInputs */
/** @typedef {{}} Flows_View_ReceiptInputs */
/** @typedef {{}} Flows_Checking_CardInputs */
/** @typedef {{}} Flows_Something_WrongInputs */
/** @typedef {{}} Flows_Buyout_TitleInputs */
/** @typedef {{}} Flows_Buyout_Pay_TitleInputs */
/** @typedef {{}} Flows_Buyout_Kind_SubscriptionInputs */
/** @typedef {{}} Flows_Buyout_Kind_FinancingInputs */
/** @typedef {{}} Flows_Buyout_Kind_RentalInputs */
/** @typedef {{ charge: NonNullable<unknown> }} Flows_Buyout_Monthly_NowInputs */
/** @typedef {{}} Flows_Buyout_Pay_OverdueInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Flows_Buyout_FeeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Flows_Buyout_Quote_SubtotalInputs */
/** @typedef {{}} Flows_Buyout_Total_TodayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Flows_Buyout_Items_CountInputs */
/** @typedef {{}} Flows_Buyout_IntroInputs */
/** @typedef {{}} Flows_Buyout_Items_LegendInputs */
/** @typedef {{}} Flows_Buyout_Next_Step_TaxInputs */
/** @typedef {{}} Flows_Buyout_ContinueInputs */
/** @typedef {{}} Flows_Buyout_Continue_HintInputs */
/** @typedef {{}} Flows_Buyout_Nothing_ChosenInputs */
/** @typedef {{}} Flows_Buyout_Items_To_BuyInputs */
/** @typedef {{}} Flows_Buyout_QuotingInputs */
/** @typedef {{}} Flows_Buyout_Quote_FailedInputs */
/** @typedef {{}} Flows_Buyout_Pay_WithInputs */
/** @typedef {{}} Flows_Buyout_PayingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Buyout_Pay_AmountInputs */
/** @typedef {{}} Flows_Buyout_PayInputs */
/** @typedef {{}} Flows_Buyout_Change_ItemsInputs */
/** @typedef {{}} Flows_Buyout_Load_FailedInputs */
/** @typedef {{}} Flows_Buyout_Nothing_IntroInputs */
/** @typedef {{}} Flows_Buyout_Back_To_AccountInputs */
/** @typedef {{}} Flows_Buyout_Paid_TitleInputs */
/** @typedef {{}} Flows_Buyout_Paid_ChargedInputs */
/** @typedef {{}} Flows_Buyout_Paid_ForInputs */
/** @typedef {{}} Flows_Buyout_Paid_RestInputs */
/** @typedef {{ count: NonNullable<unknown>, fee: NonNullable<unknown> }} Flows_Buyout_FeesInputs */
/** @typedef {{ paid: NonNullable<unknown>, fees: NonNullable<unknown> }} Flows_Buyout_Paid_FullInputs */
/** @typedef {{ paid: NonNullable<unknown>, percent: NonNullable<unknown>, fees: NonNullable<unknown> }} Flows_Buyout_Paid_CreditInputs */
/** @typedef {{ retail: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_RetailInputs */
/** @typedef {{ retail: NonNullable<unknown>, paid: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_Less_PaidInputs */
/** @typedef {{ count: NonNullable<unknown>, retail: NonNullable<unknown>, paid: NonNullable<unknown>, lessPaid: NonNullable<unknown>, fee: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_Payments_LeftInputs */
/** @typedef {{ retail: NonNullable<unknown>, paid: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_FloorInputs */
/** @typedef {{ count: NonNullable<unknown>, credit: NonNullable<unknown> }} Flows_Buyout_UnpaidInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Buyout_Unpaid_CreditInputs */
/** @typedef {{}} Flows_Partner_Confirmed_TitleInputs */
/** @typedef {{}} Flows_Partner_Billing_DetailsInputs */
/** @typedef {{}} Flows_Partner_Delivery_AddressInputs */
/** @typedef {{}} Flows_Partner_Window_MorningInputs */
/** @typedef {{}} Flows_Partner_Window_AfternoonInputs */
/** @typedef {{}} Flows_Partner_Window_EveningInputs */
/** @typedef {{}} Flows_Partner_Window_AnytimeInputs */
/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Flows_Partner_Day_WindowInputs */
/** @typedef {{}} Flows_Partner_Showroom_Will_CallInputs */
/** @typedef {{}} Flows_Partner_Showroom_OrderInputs */
/** @typedef {{ store: NonNullable<unknown>, number: NonNullable<unknown> }} Flows_Partner_Order_LineInputs */
/** @typedef {{ store: NonNullable<unknown>, reference: NonNullable<unknown>, number: NonNullable<unknown> }} Flows_Partner_Order_Line_ReceiptInputs */
/** @typedef {{}} Flows_Partner_PiecesInputs */
/** @typedef {{}} Flows_Partner_Per_MonthInputs */
/** @typedef {{ months: NonNullable<unknown> }} Flows_Partner_Term_PlanInputs */
/** @typedef {{}} Flows_Partner_Monthly_PlanInputs */
/** @typedef {{}} Flows_Partner_Paid_At_StoreInputs */
/** @typedef {{}} Flows_Partner_Then_MonthlyInputs */
/** @typedef {{}} Flows_Partner_DeliveryInputs */
/** @typedef {{ step: NonNullable<unknown> }} Flows_Partner_StepInputs */
/** @typedef {{}} Flows_Partner_Address_TitleInputs */
/** @typedef {{ store: NonNullable<unknown> }} Flows_Partner_Address_IntroInputs */
/** @typedef {{}} Flows_Partner_Address_GivenInputs */
/** @typedef {{ address: NonNullable<unknown> }} Flows_Partner_Address_Given_TextInputs */
/** @typedef {{}} Flows_Partner_Continue_Billing_LinkInputs */
/** @typedef {{}} Flows_Partner_Continue_BillingInputs */
/** @typedef {{}} Flows_Partner_Billing_TitleInputs */
/** @typedef {{ hold: NonNullable<unknown> }} Flows_Partner_Billing_IntroInputs */
/** @typedef {{}} Flows_Partner_ChargeInputs */
/** @typedef {{}} Flows_Partner_ConfirmingInputs */
/** @typedef {{}} Flows_Partner_ConfirmInputs */
/** @typedef {{}} Flows_Partner_Change_AddressInputs */
/** @typedef {{}} Flows_Partner_Load_FailedInputs */
/** @typedef {{}} Flows_Partner_No_Order_TitleInputs */
/** @typedef {{}} Flows_Partner_No_Order_TextInputs */
/** @typedef {{ when: NonNullable<unknown> }} Flows_Partner_Done_OnInputs */
/** @typedef {{}} Flows_Partner_Done_Showroom_DayInputs */
/** @typedef {{ address: NonNullable<unknown> }} Flows_Partner_Delivering_ToInputs */
/** @typedef {{}} Flows_Province_AbInputs */
/** @typedef {{}} Flows_Province_BcInputs */
/** @typedef {{}} Flows_Province_MbInputs */
/** @typedef {{}} Flows_Province_NbInputs */
/** @typedef {{}} Flows_Province_NlInputs */
/** @typedef {{}} Flows_Province_NsInputs */
/** @typedef {{}} Flows_Province_NtInputs */
/** @typedef {{}} Flows_Province_NuInputs */
/** @typedef {{}} Flows_Province_OnInputs */
/** @typedef {{}} Flows_Province_PeInputs */
/** @typedef {{}} Flows_Province_QcInputs */
/** @typedef {{}} Flows_Province_SkInputs */
/** @typedef {{}} Flows_Province_YtInputs */
/** @typedef {{}} Flows_Tip_HeadingInputs */
/** @typedef {{}} Flows_Tip_Not_DoneInputs */
/** @typedef {{}} Flows_Tip_Thanks_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Thanks_AmountInputs */
/** @typedef {{}} Flows_Tip_ThanksInputs */
/** @typedef {{}} Flows_Tip_Load_FailedInputs */
/** @typedef {{}} Flows_Tip_LoadingInputs */
/** @typedef {{}} Flows_Tip_Paid_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Paid_TextInputs */
/** @typedef {{}} Flows_Tip_IntroInputs */
/** @typedef {{}} Flows_Tip_Amount_GroupInputs */
/** @typedef {{}} Flows_Tip_Other_AmountInputs */
/** @typedef {{}} Flows_Tip_Your_AmountInputs */
/** @typedef {{ minimum: NonNullable<unknown>, maximum: NonNullable<unknown> }} Flows_Tip_Amount_RangeInputs */
/** @typedef {{}} Flows_Tip_Note_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Flows_Tip_Note_CountInputs */
/** @typedef {{}} Flows_Tip_Declined_TitleInputs */
/** @typedef {{}} Flows_Tip_Update_CardInputs */
/** @typedef {{}} Flows_Tip_Change_AmountInputs */
/** @typedef {{}} Flows_Tip_Failed_TitleInputs */
/** @typedef {{}} Flows_Tip_ChargingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Amount_ButtonInputs */
/** @typedef {{}} Flows_Tip_ButtonInputs */
/** @typedef {{}} Flows_Tip_Error_EmptyInputs */
/** @typedef {{}} Flows_Tip_Error_Not_DollarsInputs */
/** @typedef {{}} Flows_Tip_Error_Not_PositiveInputs */
/** @typedef {{}} Flows_Tip_Error_Too_PreciseInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Error_Below_MinimumInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Error_Above_MaximumInputs */
/** @typedef {{ max: NonNullable<unknown> }} Flows_Tip_Error_Note_Too_LongInputs */
/** @typedef {{}} Flows_Review_Rating_PoorInputs */
/** @typedef {{}} Flows_Review_Rating_FairInputs */
/** @typedef {{}} Flows_Review_Rating_GoodInputs */
/** @typedef {{}} Flows_Review_Rating_Very_GoodInputs */
/** @typedef {{}} Flows_Review_Rating_ExcellentInputs */
/** @typedef {{}} Flows_Review_Error_RatingInputs */
/** @typedef {{ min: NonNullable<unknown> }} Flows_Review_Error_ShortInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Flows_Review_Error_LongInputs */
/** @typedef {{}} Flows_Review_Error_MarkupInputs */
/** @typedef {{}} Flows_Review_Your_RatingInputs */
/** @typedef {{ count: NonNullable<unknown>, word: NonNullable<unknown> }} Flows_Review_Star_LabelInputs */
/** @typedef {{}} Flows_Review_Rating_HintInputs */
/** @typedef {{ value: NonNullable<unknown>, word: NonNullable<unknown> }} Flows_Review_Rating_ChosenInputs */
/** @typedef {{}} Flows_Review_Edit_TitleInputs */
/** @typedef {{}} Flows_Review_Write_TitleInputs */
/** @typedef {{}} Flows_Review_Loading_ProductInputs */
/** @typedef {{}} Flows_Review_Load_Product_FailedInputs */
/** @typedef {{}} Flows_Review_Nothing_ChangedInputs */
/** @typedef {{}} Flows_Review_Cannot_ReviewInputs */
/** @typedef {{}} Flows_Review_See_ProductsInputs */
/** @typedef {{}} Flows_Review_Not_FoundInputs */
/** @typedef {{ date: NonNullable<unknown> }} Flows_Review_DeliveredInputs */
/** @typedef {{}} Flows_Review_Published_TitleInputs */
/** @typedef {{}} Flows_Review_Published_TextInputs */
/** @typedef {{}} Flows_Review_See_On_ProductInputs */
/** @typedef {{}} Flows_Review_AnotherInputs */
/** @typedef {{}} Flows_Review_Not_SavedInputs */
/** @typedef {{}} Flows_Review_Your_ReviewInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, count: NonNullable<unknown> }} Flows_Review_Text_HintInputs */
/** @typedef {{}} Flows_Review_SavingInputs */
/** @typedef {{}} Flows_Review_Save_ChangesInputs */
/** @typedef {{}} Flows_Review_PublishInputs */
/** @typedef {{}} Flows_Review_CancelInputs */
/** @typedef {{}} Flows_Review_Returned_SinceInputs */
/** @typedef {{ date: NonNullable<unknown> }} Flows_Review_ReviewedInputs */
/** @typedef {{}} Flows_Review_EditedInputs */
/** @typedef {{}} Flows_Review_EditInputs */
/** @typedef {{}} Flows_Review_WriteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Flows_Review_Of_ItemInputs */
/** @typedef {{}} Flows_Review_See_Product_PageInputs */
/** @typedef {{}} Flows_Review_List_TitleInputs */
/** @typedef {{}} Flows_Review_List_IntroInputs */
/** @typedef {{}} Flows_Review_Loading_ProductsInputs */
/** @typedef {{}} Flows_Review_Load_Products_FailedInputs */
/** @typedef {{}} Flows_Review_Trying_AgainInputs */
/** @typedef {{}} Flows_Review_Nothing_TitleInputs */
/** @typedef {{}} Flows_Review_BrowseInputs */
/** @typedef {{}} Flows_Review_Nothing_TextInputs */
/** @typedef {{}} Flows_Review_All_DoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Flows_Review_WaitingInputs */
/** @typedef {{}} Flows_Review_Delivered_ProductsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Content_Last_UpdatedInputs */
/** @typedef {{}} Content_Terms_TitleInputs */
/** @typedef {{}} Content_Terms_LeadInputs */
/** @typedef {{}} Content_Terms_S_AgreementInputs */
/** @typedef {{}} Content_Terms_S_EligibilityInputs */
/** @typedef {{}} Content_Terms_S_AccountInputs */
/** @typedef {{}} Content_Terms_S_PricesInputs */
/** @typedef {{}} Content_Terms_S_OrdersInputs */
/** @typedef {{}} Content_Terms_S_AgreementsInputs */
/** @typedef {{}} Content_Terms_S_ConductInputs */
/** @typedef {{}} Content_Terms_S_ContentInputs */
/** @typedef {{}} Content_Terms_S_LiabilityInputs */
/** @typedef {{}} Content_Terms_S_LawInputs */
/** @typedef {{}} Content_Terms_S_ChangesInputs */
/** @typedef {{}} Content_Terms_AgreementInputs */
/** @typedef {{}} Content_Terms_EligibilityInputs */
/** @typedef {{}} Content_Terms_AccountInputs */
/** @typedef {{}} Content_Terms_Prices_CadInputs */
/** @typedef {{}} Content_Terms_Prices_TaxInputs */
/** @typedef {{}} Content_Terms_Prices_ErrorsInputs */
/** @typedef {{}} Content_Terms_OrdersInputs */
/** @typedef {{}} Content_Terms_AgreementsInputs */
/** @typedef {{}} Content_Terms_ConductInputs */
/** @typedef {{}} Content_Terms_ContentInputs */
/** @typedef {{}} Content_Terms_LiabilityInputs */
/** @typedef {{}} Content_Terms_LawInputs */
/** @typedef {{ email: NonNullable<unknown> }} Content_Terms_ChangesInputs */
/** @typedef {{}} Content_Sale_TitleInputs */
/** @typedef {{}} Content_Sale_EffectiveInputs */
/** @typedef {{}} Content_Sale_LeadInputs */
/** @typedef {{}} Content_Sale_ShortInputs */
/** @typedef {{}} Content_Sale_Prices_TitleInputs */
/** @typedef {{}} Content_Sale_PricesInputs */
/** @typedef {{}} Content_Sale_Final_TitleInputs */
/** @typedef {{}} Content_Sale_Final_No_ReturnInputs */
/** @typedef {{}} Content_Sale_Final_ConditionInputs */
/** @typedef {{}} Content_Sale_Final_RightsInputs */
/** @typedef {{}} Content_Sale_Pickup_TitleInputs */
/** @typedef {{}} Content_Sale_Pickup_EmailInputs */
/** @typedef {{}} Content_Sale_Pickup_DaysInputs */
/** @typedef {{}} Content_Sale_Pickup_IdInputs */
/** @typedef {{}} Content_Sale_Pickup_VehicleInputs */
/** @typedef {{}} Content_Sale_Missed_TitleInputs */
/** @typedef {{}} Content_Sale_MissedInputs */
/** @typedef {{}} Content_Sale_Quantities_TitleInputs */
/** @typedef {{}} Content_Sale_QuantitiesInputs */
/** @typedef {{}} Content_Sale_Subscribers_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Content_Sale_SubscribersInputs */
/** @typedef {{}} Content_Privacy_TitleInputs */
/** @typedef {{}} Content_Privacy_LeadInputs */
/** @typedef {{}} Content_Privacy_S_ScopeInputs */
/** @typedef {{}} Content_Privacy_S_CollectInputs */
/** @typedef {{}} Content_Privacy_S_UseInputs */
/** @typedef {{}} Content_Privacy_S_ConsentInputs */
/** @typedef {{}} Content_Privacy_S_ShareInputs */
/** @typedef {{}} Content_Privacy_S_StorageInputs */
/** @typedef {{}} Content_Privacy_S_WhereInputs */
/** @typedef {{}} Content_Privacy_S_RetentionInputs */
/** @typedef {{}} Content_Privacy_S_SafeguardsInputs */
/** @typedef {{}} Content_Privacy_S_RightsInputs */
/** @typedef {{}} Content_Privacy_S_BreachesInputs */
/** @typedef {{}} Content_Privacy_S_ChangesInputs */
/** @typedef {{}} Content_Privacy_ScopeInputs */
/** @typedef {{}} Content_Privacy_Collect_IdentityInputs */
/** @typedef {{}} Content_Privacy_Collect_DeliveryInputs */
/** @typedef {{}} Content_Privacy_Collect_OrdersInputs */
/** @typedef {{}} Content_Privacy_Collect_PhotosInputs */
/** @typedef {{}} Content_Privacy_Collect_ReviewsInputs */
/** @typedef {{}} Content_Privacy_Collect_TechnicalInputs */
/** @typedef {{}} Content_Privacy_Use_DeliverInputs */
/** @typedef {{}} Content_Privacy_Use_BillInputs */
/** @typedef {{}} Content_Privacy_Use_VerifyInputs */
/** @typedef {{}} Content_Privacy_Use_AnswerInputs */
/** @typedef {{}} Content_Privacy_Use_ImproveInputs */
/** @typedef {{}} Content_Privacy_Use_OffersInputs */
/** @typedef {{}} Content_Privacy_ConsentInputs */
/** @typedef {{}} Content_Privacy_Share_IntroInputs */
/** @typedef {{}} Content_Privacy_Share_PaymentInputs */
/** @typedef {{}} Content_Privacy_Share_DeliveryInputs */
/** @typedef {{}} Content_Privacy_Share_HostingInputs */
/** @typedef {{}} Content_Privacy_Share_AuthoritiesInputs */
/** @typedef {{}} Content_Privacy_Share_ContractsInputs */
/** @typedef {{}} Content_Privacy_StorageInputs */
/** @typedef {{}} Content_Privacy_WhereInputs */
/** @typedef {{}} Content_Privacy_RetentionInputs */
/** @typedef {{}} Content_Privacy_SafeguardsInputs */
/** @typedef {{}} Content_Privacy_Rights_AccessInputs */
/** @typedef {{}} Content_Privacy_Rights_CorrectionInputs */
/** @typedef {{}} Content_Privacy_Rights_WithdrawalInputs */
/** @typedef {{}} Content_Privacy_Rights_ComplaintInputs */
/** @typedef {{}} Content_Privacy_BreachesInputs */
/** @typedef {{}} Content_Privacy_ChangesInputs */
/** @typedef {{ email: NonNullable<unknown> }} Content_Privacy_OfficerInputs */
/** @typedef {{}} Content_Faq_TitleInputs */
/** @typedef {{}} Content_Faq_LeadInputs */
/** @typedef {{}} Content_Faq_TopicsInputs */
/** @typedef {{}} Content_Faq_S_ShoppingInputs */
/** @typedef {{}} Content_Faq_S_DeliveryInputs */
/** @typedef {{}} Content_Faq_S_ReturnsInputs */
/** @typedef {{}} Content_Faq_S_PivotcareInputs */
/** @typedef {{}} Content_Faq_S_BillingInputs */
/** @typedef {{}} Content_Faq_S_LiquidationInputs */
/** @typedef {{}} Content_Faq_Btn_QInputs */
/** @typedef {{}} Content_Faq_Btn_A1Inputs */
/** @typedef {{}} Content_Faq_Btn_A2Inputs */
/** @typedef {{}} Content_Faq_Ways_QInputs */
/** @typedef {{}} Content_Faq_Ways_LabelInputs */
/** @typedef {{}} Content_Faq_Ways_CaptionInputs */
/** @typedef {{}} Content_Faq_Col_OptionInputs */
/** @typedef {{}} Content_Faq_Col_PayInputs */
/** @typedef {{}} Content_Faq_Col_OwnerInputs */
/** @typedef {{}} Content_Faq_Col_BestInputs */
/** @typedef {{}} Content_Faq_Sub_NameInputs */
/** @typedef {{}} Content_Faq_Sub_PayInputs */
/** @typedef {{}} Content_Faq_Sub_OwnerInputs */
/** @typedef {{}} Content_Faq_Sub_BestInputs */
/** @typedef {{}} Content_Faq_Fin_NameInputs */
/** @typedef {{}} Content_Faq_Fin_PayInputs */
/** @typedef {{}} Content_Faq_Owner_YouInputs */
/** @typedef {{}} Content_Faq_Fin_BestInputs */
/** @typedef {{}} Content_Faq_Rent_NameInputs */
/** @typedef {{}} Content_Faq_Rent_PayInputs */
/** @typedef {{}} Content_Faq_Rent_OwnerInputs */
/** @typedef {{}} Content_Faq_Rent_BestInputs */
/** @typedef {{}} Content_Faq_Buy_NameInputs */
/** @typedef {{}} Content_Faq_Buy_PayInputs */
/** @typedef {{}} Content_Faq_Buy_BestInputs */
/** @typedef {{}} Content_Faq_Ways_AgreementsInputs */
/** @typedef {{}} Content_Faq_End_QInputs */
/** @typedef {{}} Content_Faq_End_AInputs */
/** @typedef {{}} Content_Faq_Tax_QInputs */
/** @typedef {{}} Content_Faq_Tax_AInputs */
/** @typedef {{}} Content_Faq_Fabric_QInputs */
/** @typedef {{}} Content_Faq_Fabric_AInputs */
/** @typedef {{}} Content_Faq_Where_QInputs */
/** @typedef {{ count: NonNullable<unknown>, cities: NonNullable<unknown> }} Content_Faq_Where_A1Inputs */
/** @typedef {{}} Content_Faq_Where_A2Inputs */
/** @typedef {{}} Content_Faq_Cost_QInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Content_Faq_Cost_AInputs */
/** @typedef {{}} Content_Faq_When_QInputs */
/** @typedef {{}} Content_Faq_When_AInputs */
/** @typedef {{}} Content_Faq_Assembly_QInputs */
/** @typedef {{}} Content_Faq_Assembly_AInputs */
/** @typedef {{}} Content_Faq_Return_QInputs */
/** @typedef {{ terms: NonNullable<unknown> }} Content_Faq_Return_AInputs */
/** @typedef {{ count: NonNullable<unknown> }} Content_Return_TermsInputs */
/** @typedef {{}} Content_Faq_Swap_QInputs */
/** @typedef {{}} Content_Faq_Swap_AInputs */
/** @typedef {{}} Content_Faq_Move_QInputs */
/** @typedef {{}} Content_Faq_Move_AInputs */
/** @typedef {{}} Content_Faq_Bought_QInputs */
/** @typedef {{}} Content_Faq_Bought_AInputs */
/** @typedef {{}} Content_Faq_Buyout_QInputs */
/** @typedef {{}} Content_Faq_Buyout_AInputs */
/** @typedef {{}} Content_Faq_Care_QInputs */
/** @typedef {{ fee: NonNullable<unknown>, care: NonNullable<unknown> }} Content_Faq_Care_A1Inputs */
/** @typedef {{}} Content_Faq_Care_A2Inputs */
/** @typedef {{}} Content_Faq_Nocare_QInputs */
/** @typedef {{}} Content_Faq_Nocare_A1Inputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Content_Faq_Nocare_LegsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Content_Faq_Nocare_UpholsteryInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Content_Faq_Nocare_HardInputs */
/** @typedef {{}} Content_Faq_Nocare_A2Inputs */
/** @typedef {{}} Content_Faq_Charged_QInputs */
/** @typedef {{}} Content_Faq_Charged_AInputs */
/** @typedef {{}} Content_Faq_Failed_QInputs */
/** @typedef {{}} Content_Faq_Failed_AInputs */
/** @typedef {{}} Content_Faq_Person_QInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Content_Faq_Person_AInputs */
/** @typedef {{}} Content_Faq_Sale_QInputs */
/** @typedef {{}} Content_Faq_Sale_A1Inputs */
/** @typedef {{}} Content_Faq_Sale_A2Inputs */
/** @typedef {{}} Content_City_MontrealInputs */
/** @typedef {{}} Content_City_QuebecInputs */
/** @typedef {{ count: NonNullable<unknown> }} Content_Return_SummaryInputs */
/** @typedef {{}} Content_Agr_Care_TitleInputs */
/** @typedef {{}} Content_Agr_Care_P1Inputs */
/** @typedef {{ legsFrom: NonNullable<unknown>, legsTo: NonNullable<unknown>, upholsteryFrom: NonNullable<unknown>, upholsteryTo: NonNullable<unknown>, hardFrom: NonNullable<unknown>, hardTo: NonNullable<unknown> }} Content_Agr_Care_P2Inputs */
/** @typedef {{}} Content_Agr_Law_TitleInputs */
/** @typedef {{}} Content_Agr_Law_P1Inputs */
/** @typedef {{}} Content_Agr_Contact_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Content_Agr_Contact_P1Inputs */
/** @typedef {{}} Content_Agr_What_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_NameInputs */
/** @typedef {{}} Content_Agr_Sub_ReadInputs */
/** @typedef {{}} Content_Agr_Sub_SummaryInputs */
/** @typedef {{}} Content_Agr_Sub_H1Inputs */
/** @typedef {{}} Content_Agr_Sub_H3Inputs */
/** @typedef {{}} Content_Agr_Sub_H4Inputs */
/** @typedef {{}} Content_Agr_Sub_WhatInputs */
/** @typedef {{}} Content_Agr_Sub_Fees_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_Fees_P1Inputs */
/** @typedef {{}} Content_Agr_Sub_Fees_P2Inputs */
/** @typedef {{}} Content_Agr_Sub_Returns_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_Returns_P2Inputs */
/** @typedef {{}} Content_Agr_Sub_Returns_P3Inputs */
/** @typedef {{}} Content_Agr_Sub_Own_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_Own_P1Inputs */
/** @typedef {{}} Content_Agr_Rent_NameInputs */
/** @typedef {{}} Content_Agr_Rent_ReadInputs */
/** @typedef {{}} Content_Agr_Rent_SummaryInputs */
/** @typedef {{}} Content_Agr_Rent_H1Inputs */
/** @typedef {{}} Content_Agr_Rent_H2Inputs */
/** @typedef {{}} Content_Agr_Rent_H3Inputs */
/** @typedef {{}} Content_Agr_Rent_H4Inputs */
/** @typedef {{}} Content_Agr_Rent_WhatInputs */
/** @typedef {{}} Content_Agr_Rent_Billing_TitleInputs */
/** @typedef {{}} Content_Agr_Rent_Billing_P1Inputs */
/** @typedef {{}} Content_Agr_Rent_End_TitleInputs */
/** @typedef {{}} Content_Agr_Rent_End_P1Inputs */
/** @typedef {{}} Content_Agr_Rent_End_P2Inputs */
/** @typedef {{}} Content_Agr_Own_NameInputs */
/** @typedef {{}} Content_Agr_Own_ReadInputs */
/** @typedef {{}} Content_Agr_Own_SummaryInputs */
/** @typedef {{}} Content_Agr_Own_H1Inputs */
/** @typedef {{}} Content_Agr_Own_H2Inputs */
/** @typedef {{}} Content_Agr_Own_H3Inputs */
/** @typedef {{}} Content_Agr_Own_H4Inputs */
/** @typedef {{}} Content_Agr_Own_WhatInputs */
/** @typedef {{}} Content_Agr_Own_Full_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Full_P1Inputs */
/** @typedef {{}} Content_Agr_Own_Fin_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Fin_P1Inputs */
/** @typedef {{}} Content_Agr_Own_Fin_P2Inputs */
/** @typedef {{}} Content_Agr_Own_Returns_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Returns_P1Inputs */
/** @typedef {{}} Content_Agr_Own_Warranty_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Warranty_P1Inputs */
/** @typedef {{}} Content_Agr_HomeInputs */
/** @typedef {{}} Content_Agr_AllInputs */
/** @typedef {{ version: NonNullable<unknown> }} Content_Agr_MetaInputs */
/** @typedef {{}} Content_Agr_PrintInputs */
/** @typedef {{}} Content_Contract_TitleInputs */
/** @typedef {{ version: NonNullable<unknown> }} Content_Contract_VersionInputs */
/** @typedef {{}} Content_Contract_LeadInputs */
/** @typedef {{}} Content_Contract_Which_TitleInputs */
/** @typedef {{}} Content_Contract_WhichInputs */
/** @typedef {{}} Content_Contract_SignedInputs */
/** @typedef {{}} Content_Agr_BrandInputs */
/** @typedef {{}} Content_Approach_TitleInputs */
/** @typedef {{}} Content_Approach_LeadInputs */
/** @typedef {{}} Content_Approach_Use_TitleInputs */
/** @typedef {{}} Content_Approach_UseInputs */
/** @typedef {{}} Content_Approach_Better_TitleInputs */
/** @typedef {{}} Content_Approach_BetterInputs */
/** @typedef {{}} Content_Approach_Ways_TitleInputs */
/** @typedef {{}} Content_Approach_SubscribeInputs */
/** @typedef {{}} Content_Approach_Subscribe_TextInputs */
/** @typedef {{}} Content_Approach_FinanceInputs */
/** @typedef {{}} Content_Approach_Finance_TextInputs */
/** @typedef {{}} Content_Approach_RentInputs */
/** @typedef {{}} Content_Approach_Rent_TextInputs */
/** @typedef {{}} Content_Approach_BuyInputs */
/** @typedef {{}} Content_Approach_Buy_TextInputs */
/** @typedef {{}} Content_Approach_TermsInputs */
/** @typedef {{}} Content_Approach_Canada_TitleInputs */
/** @typedef {{}} Content_Approach_CanadaInputs */
/** @typedef {{}} Content_Approach_Crews_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, first: NonNullable<unknown>, last: NonNullable<unknown> }} Content_Approach_CrewsInputs */
/** @typedef {{}} Content_Approach_Care_TitleInputs */
/** @typedef {{}} Content_Approach_CareInputs */
/** @typedef {{}} Content_Contact_TitleInputs */
/** @typedef {{}} Content_Contact_LeadInputs */
/** @typedef {{}} Content_Contact_CallInputs */
/** @typedef {{}} Content_Contact_Toll_FreeInputs */
/** @typedef {{}} Content_Contact_WeekdaysInputs */
/** @typedef {{}} Content_Contact_Weekdays_HoursInputs */
/** @typedef {{}} Content_Contact_WeekendInputs */
/** @typedef {{}} Content_Contact_Weekend_HoursInputs */
/** @typedef {{}} Content_Contact_EmailInputs */
/** @typedef {{}} Content_Contact_ReplyInputs */
/** @typedef {{}} Content_Contact_MailInputs */
/** @typedef {{}} Content_Contact_AttnInputs */
/** @typedef {{}} Content_Contact_Po_BoxInputs */
/** @typedef {{}} Content_Contact_QuickerInputs */
/** @typedef {{}} Content_Contact_Quicker_AccountInputs */
/** @typedef {{}} Content_Contact_Quicker_FaqInputs */
/** @typedef {{}} Content_Contact_Quicker_CrewInputs */
/** @typedef {{}} Content_Contact_Privacy_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Content_Contact_PrivacyInputs */
/** @typedef {{}} Content_Cover_TitleInputs */
/** @typedef {{}} Content_Cover_LeadInputs */
/** @typedef {{}} Content_Cover_What_TitleInputs */
/** @typedef {{}} Content_Cover_WhatInputs */
/** @typedef {{}} Content_Cover_How_TitleInputs */
/** @typedef {{}} Content_Cover_Step_FabricInputs */
/** @typedef {{}} Content_Cover_Step_PieceInputs */
/** @typedef {{}} Content_Cover_Step_QuoteInputs */
/** @typedef {{}} Content_Cover_Step_FitInputs */
/** @typedef {{}} Content_Cover_Care_TitleInputs */
/** @typedef {{}} Content_Cover_CareInputs */
/** @typedef {{}} Content_Cover_Fresh_TitleInputs */
/** @typedef {{}} Content_Cover_Fresh_VacuumInputs */
/** @typedef {{}} Content_Cover_Fresh_BlotInputs */
/** @typedef {{}} Content_Cover_Fresh_WashInputs */
/** @typedef {{}} Content_Cover_Fresh_SunInputs */
/** @typedef {{ email: NonNullable<unknown>, phone: NonNullable<unknown> }} Content_Cover_QuestionsInputs */
/** @typedef {{}} Content_Cover_Order_SwatchesInputs */
import * as __en from "./en.js"
import * as __fr from "./fr.js"
/**
* | output |
* | --- |
* | "English" |
*
* @param {Shell_Language_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_name = /** @type {((inputs?: Shell_Language_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Language_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_language_name(inputs)
	return __en.shell_language_name(inputs)
});
/**
* | output |
* | --- |
* | "Français" |
*
* @param {Shell_Language_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_label = /** @type {((inputs?: Shell_Language_Switch_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Language_Switch_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_language_switch_label(inputs)
	return __en.shell_language_switch_label(inputs)
});
/**
* | output |
* | --- |
* | "Voir cette page en français" |
*
* @param {Shell_Language_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_hint = /** @type {((inputs?: Shell_Language_Switch_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Language_Switch_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_language_switch_hint(inputs)
	return __en.shell_language_switch_hint(inputs)
});
/**
* | output |
* | --- |
* | "Cart, empty" |
*
* @param {Shell_Cart_Label_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label_empty = /** @type {((inputs?: Shell_Cart_Label_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Label_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_label_empty(inputs)
	return __en.shell_cart_label_empty(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cart, {count} item" |
* | "other" | "Cart, {count} items" |
*
* @param {Shell_Cart_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label = /** @type {((inputs: Shell_Cart_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_label(inputs)
	return __en.shell_cart_label(inputs)
});
/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Shell_Footer_ShopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_shop = /** @type {((inputs?: Shell_Footer_ShopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_ShopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_shop(inputs)
	return __en.shell_footer_shop(inputs)
});
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Shell_Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_help = /** @type {((inputs?: Shell_Footer_HelpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_HelpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_help(inputs)
	return __en.shell_footer_help(inputs)
});
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Footer_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_faq = /** @type {((inputs?: Shell_Footer_FaqInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_FaqInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_faq(inputs)
	return __en.shell_footer_faq(inputs)
});
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Shell_Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_contact = /** @type {((inputs?: Shell_Footer_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_contact(inputs)
	return __en.shell_footer_contact(inputs)
});
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Shell_Footer_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_swatches = /** @type {((inputs?: Shell_Footer_SwatchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_SwatchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_swatches(inputs)
	return __en.shell_footer_swatches(inputs)
});
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Shell_Footer_Cover_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_cover_kit = /** @type {((inputs?: Shell_Footer_Cover_KitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Cover_KitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_cover_kit(inputs)
	return __en.shell_footer_cover_kit(inputs)
});
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_company = /** @type {((inputs?: Shell_Footer_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_company(inputs)
	return __en.shell_footer_company(inputs)
});
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Shell_Footer_Our_ApproachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_our_approach = /** @type {((inputs?: Shell_Footer_Our_ApproachInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Our_ApproachInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_our_approach(inputs)
	return __en.shell_footer_our_approach(inputs)
});
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Shell_Footer_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_agreements = /** @type {((inputs?: Shell_Footer_AgreementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_AgreementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_agreements(inputs)
	return __en.shell_footer_agreements(inputs)
});
/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Shell_Footer_CareersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_careers = /** @type {((inputs?: Shell_Footer_CareersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_CareersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_careers(inputs)
	return __en.shell_footer_careers(inputs)
});
/**
* | output |
* | --- |
* | "(external site)" |
*
* @param {Shell_Footer_External_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_external_site = /** @type {((inputs?: Shell_Footer_External_SiteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_External_SiteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_external_site(inputs)
	return __en.shell_footer_external_site(inputs)
});
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Shell_Footer_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_your_account = /** @type {((inputs?: Shell_Footer_Your_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Your_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_your_account(inputs)
	return __en.shell_footer_your_account(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Footer_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_my_account = /** @type {((inputs?: Shell_Footer_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_my_account(inputs)
	return __en.shell_footer_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Shell_Footer_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_create_account = /** @type {((inputs?: Shell_Footer_Create_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Create_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_create_account(inputs)
	return __en.shell_footer_create_account(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Footer_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_sign_in = /** @type {((inputs?: Shell_Footer_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_sign_in(inputs)
	return __en.shell_footer_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Shell_Footer_PoliciesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_policies = /** @type {((inputs?: Shell_Footer_PoliciesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_PoliciesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_policies(inputs)
	return __en.shell_footer_policies(inputs)
});
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Shell_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_privacy = /** @type {((inputs?: Shell_Footer_PrivacyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_PrivacyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_privacy(inputs)
	return __en.shell_footer_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Shell_Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_terms = /** @type {((inputs?: Shell_Footer_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_terms(inputs)
	return __en.shell_footer_terms(inputs)
});
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Shell_Footer_Liquidation_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_liquidation_policy = /** @type {((inputs?: Shell_Footer_Liquidation_PolicyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Liquidation_PolicyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_liquidation_policy(inputs)
	return __en.shell_footer_liquidation_policy(inputs)
});
/**
* | output |
* | --- |
* | "© 2025 Pivot Furniture Inc. All prices in Canadian dollars." |
*
* @param {Shell_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_copyright = /** @type {((inputs?: Shell_Footer_CopyrightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_CopyrightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_copyright(inputs)
	return __en.shell_footer_copyright(inputs)
});
/**
* | output |
* | --- |
* | "Pivot on social media" |
*
* @param {Shell_Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_social = /** @type {((inputs?: Shell_Footer_SocialInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_SocialInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_social(inputs)
	return __en.shell_footer_social(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_language = /** @type {((inputs?: Shell_Footer_LanguageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_LanguageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_language(inputs)
	return __en.shell_footer_language(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Shell_Header_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_header_home = /** @type {((inputs?: Shell_Header_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Header_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_header_home(inputs)
	return __en.shell_header_home(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_Menu_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_title = /** @type {((inputs?: Shell_Menu_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_title(inputs)
	return __en.shell_menu_title(inputs)
});
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_close = /** @type {((inputs?: Shell_Menu_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_close(inputs)
	return __en.shell_menu_close(inputs)
});
/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Shell_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_main = /** @type {((inputs?: Shell_Menu_MainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_MainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_main(inputs)
	return __en.shell_menu_main(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Menu_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_my_account = /** @type {((inputs?: Shell_Menu_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_my_account(inputs)
	return __en.shell_menu_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Sign in or create account" |
*
* @param {Shell_Menu_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_in = /** @type {((inputs?: Shell_Menu_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_sign_in(inputs)
	return __en.shell_menu_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Menu_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_faq = /** @type {((inputs?: Shell_Menu_FaqInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_FaqInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_faq(inputs)
	return __en.shell_menu_faq(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Shell_Menu_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_contact = /** @type {((inputs?: Shell_Menu_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_contact(inputs)
	return __en.shell_menu_contact(inputs)
});
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Shell_Menu_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_out = /** @type {((inputs?: Shell_Menu_Sign_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_Sign_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_sign_out(inputs)
	return __en.shell_menu_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Go back to Main Menu" |
*
* @param {Shell_Menu_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_back = /** @type {((inputs?: Shell_Menu_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_back(inputs)
	return __en.shell_menu_back(inputs)
});
/**
* | output |
* | --- |
* | "All {category}" |
*
* @param {Shell_Menu_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_all = /** @type {((inputs: Shell_Menu_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_all(inputs)
	return __en.shell_menu_all(inputs)
});
/**
* | output |
* | --- |
* | "85% Off" |
*
* @param {Shell_Sale_BadgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_sale_badge = /** @type {((inputs?: Shell_Sale_BadgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sale_BadgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_sale_badge(inputs)
	return __en.shell_sale_badge(inputs)
});
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Shell_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_brand = /** @type {((inputs?: Shell_BrandInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_BrandInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_brand(inputs)
	return __en.shell_brand(inputs)
});
/**
* | output |
* | --- |
* | "Hi, {name}" |
*
* @param {Shell_Account_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_greeting = /** @type {((inputs: Shell_Account_GreetingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_GreetingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_account_greeting(inputs)
	return __en.shell_account_greeting(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Account_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_my_account = /** @type {((inputs?: Shell_Account_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_account_my_account(inputs)
	return __en.shell_account_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Account_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_sign_in = /** @type {((inputs?: Shell_Account_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_account_sign_in(inputs)
	return __en.shell_account_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Added to your cart" |
*
* @param {Shell_Cart_Popup_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_added = /** @type {((inputs?: Shell_Cart_Popup_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_added(inputs)
	return __en.shell_cart_popup_added(inputs)
});
/**
* | output |
* | --- |
* | "Not added to your cart" |
*
* @param {Shell_Cart_Popup_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_not_added = /** @type {((inputs?: Shell_Cart_Popup_Not_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_Not_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_not_added(inputs)
	return __en.shell_cart_popup_not_added(inputs)
});
/**
* | output |
* | --- |
* | "Cart cleared" |
*
* @param {Shell_Cart_Popup_ClearedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared = /** @type {((inputs?: Shell_Cart_Popup_ClearedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_ClearedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_cleared(inputs)
	return __en.shell_cart_popup_cleared(inputs)
});
/**
* | output |
* | --- |
* | "Your cart and return cart are now empty." |
*
* @param {Shell_Cart_Popup_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared_text = /** @type {((inputs?: Shell_Cart_Popup_Cleared_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_Cleared_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_cleared_text(inputs)
	return __en.shell_cart_popup_cleared_text(inputs)
});
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Shell_Cart_Popup_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_add_error = /** @type {((inputs?: Shell_Cart_Popup_Add_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_Add_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_add_error(inputs)
	return __en.shell_cart_popup_add_error(inputs)
});
/**
* | output |
* | --- |
* | "{name}." |
*
* @param {Shell_Cart_Popup_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_item = /** @type {((inputs: Shell_Cart_Popup_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_item(inputs)
	return __en.shell_cart_popup_item(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have {count} item in your cart." |
* | "other" | "You have {count} items in your cart." |
*
* @param {Shell_Cart_Popup_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_count = /** @type {((inputs: Shell_Cart_Popup_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_count(inputs)
	return __en.shell_cart_popup_count(inputs)
});
/**
* | output |
* | --- |
* | "View Cart" |
*
* @param {Shell_Cart_Popup_View_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_view_cart = /** @type {((inputs?: Shell_Cart_Popup_View_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_View_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_view_cart(inputs)
	return __en.shell_cart_popup_view_cart(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Shell_Cart_Popup_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_checkout = /** @type {((inputs?: Shell_Cart_Popup_CheckoutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_CheckoutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_checkout(inputs)
	return __en.shell_cart_popup_checkout(inputs)
});
/**
* | output |
* | --- |
* | "Shop by category" |
*
* @param {Shell_Category_Menu_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_category_menu_label = /** @type {((inputs?: Shell_Category_Menu_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Category_Menu_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_category_menu_label(inputs)
	return __en.shell_category_menu_label(inputs)
});
/**
* | output |
* | --- |
* | "Final liquidation sale: 85% off everything." |
*
* @param {Shell_Liquidation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_title = /** @type {((inputs?: Shell_Liquidation_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Liquidation_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_liquidation_title(inputs)
	return __en.shell_liquidation_title(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, from our warehouse in Mississauga, Ontario." |
*
* @param {Shell_Liquidation_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_pickup = /** @type {((inputs?: Shell_Liquidation_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Liquidation_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_liquidation_pickup(inputs)
	return __en.shell_liquidation_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Read the sale policy" |
*
* @param {Shell_Liquidation_Policy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_policy_link = /** @type {((inputs?: Shell_Liquidation_Policy_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Liquidation_Policy_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_liquidation_policy_link(inputs)
	return __en.shell_liquidation_policy_link(inputs)
});
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Shell_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_title = /** @type {((inputs?: Shell_Location_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_title(inputs)
	return __en.shell_location_title(inputs)
});
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from our {city} depot, so there is no city to choose." |
*
* @param {Shell_Location_Pinned_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_city = /** @type {((inputs: Shell_Location_Pinned_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Pinned_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned_city(inputs)
	return __en.shell_location_pinned_city(inputs)
});
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from one depot." |
*
* @param {Shell_Location_PinnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned = /** @type {((inputs?: Shell_Location_PinnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_PinnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned(inputs)
	return __en.shell_location_pinned(inputs)
});
/**
* | output |
* | --- |
* | "Shop from {city}" |
*
* @param {Shell_Location_Shop_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_shop_from = /** @type {((inputs: Shell_Location_Shop_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Shop_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_shop_from(inputs)
	return __en.shell_location_shop_from(inputs)
});
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Shell_Location_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_continue = /** @type {((inputs?: Shell_Location_ContinueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_ContinueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_continue(inputs)
	return __en.shell_location_continue(inputs)
});
/**
* | output |
* | --- |
* | "Prices and availability are those of the {city}, {province} depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_city = /** @type {((inputs: Shell_Location_Pinned_Prices_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Pinned_Prices_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned_prices_city(inputs)
	return __en.shell_location_pinned_prices_city(inputs)
});
/**
* | output |
* | --- |
* | "Prices and availability are those of the default depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_DefaultInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_default = /** @type {((inputs?: Shell_Location_Pinned_Prices_DefaultInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Pinned_Prices_DefaultInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned_prices_default(inputs)
	return __en.shell_location_pinned_prices_default(inputs)
});
/**
* | output |
* | --- |
* | "We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours." |
*
* @param {Shell_Location_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_description = /** @type {((inputs?: Shell_Location_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_description(inputs)
	return __en.shell_location_description(inputs)
});
/**
* | output |
* | --- |
* | "You are shopping in {city}, {province}." |
*
* @param {Shell_Location_CurrentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_current = /** @type {((inputs: Shell_Location_CurrentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_CurrentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_current(inputs)
	return __en.shell_location_current(inputs)
});
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Shell_Location_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_select_city = /** @type {((inputs?: Shell_Location_Select_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Select_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_select_city(inputs)
	return __en.shell_location_select_city(inputs)
});
/**
* | output |
* | --- |
* | "Location:" |
*
* @param {Shell_Location_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_button = /** @type {((inputs?: Shell_Location_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_button(inputs)
	return __en.shell_location_button(inputs)
});
/**
* | output |
* | --- |
* | "We can't find the page you're looking for" |
*
* @param {Shell_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_title = /** @type {((inputs?: Shell_Not_Found_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_title(inputs)
	return __en.shell_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Shell_Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_page_title = /** @type {((inputs?: Shell_Not_Found_Page_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_Page_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_page_title(inputs)
	return __en.shell_not_found_page_title(inputs)
});
/**
* | output |
* | --- |
* | "The link may be old or mistyped. Pick a room below, or head back to the home page to keep shopping." |
*
* @param {Shell_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_text = /** @type {((inputs?: Shell_Not_Found_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_text(inputs)
	return __en.shell_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Rooms to shop" |
*
* @param {Shell_Not_Found_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_rooms = /** @type {((inputs?: Shell_Not_Found_RoomsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_RoomsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_rooms(inputs)
	return __en.shell_not_found_rooms(inputs)
});
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Shell_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_home_link = /** @type {((inputs?: Shell_Home_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Home_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_home_link(inputs)
	return __en.shell_home_link(inputs)
});
/**
* | output |
* | --- |
* | "85% off all furniture" |
*
* @param {Shell_Promo_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_sale = /** @type {((inputs?: Shell_Promo_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_promo_sale(inputs)
	return __en.shell_promo_sale(inputs)
});
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Shell_Promo_Made_In_CanadaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_made_in_canada = /** @type {((inputs?: Shell_Promo_Made_In_CanadaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_Made_In_CanadaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_promo_made_in_canada(inputs)
	return __en.shell_promo_made_in_canada(inputs)
});
/**
* | output |
* | --- |
* | "Delivered and assembled by our own crew" |
*
* @param {Shell_Promo_Own_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_own_crew = /** @type {((inputs?: Shell_Promo_Own_CrewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_Own_CrewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_promo_own_crew(inputs)
	return __en.shell_promo_own_crew(inputs)
});
/**
* | output |
* | --- |
* | "Billing Information Update Required! Click Here to Update." |
*
* @param {Shell_Billing_AlertInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_billing_alert = /** @type {((inputs?: Shell_Billing_AlertInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Billing_AlertInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_billing_alert(inputs)
	return __en.shell_billing_alert(inputs)
});
/**
* | output |
* | --- |
* | "Popular categories" |
*
* @param {Shell_Quick_Links_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_links_label = /** @type {((inputs?: Shell_Quick_Links_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Links_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_links_label(inputs)
	return __en.shell_quick_links_label(inputs)
});
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Shell_Quick_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sofas = /** @type {((inputs?: Shell_Quick_SofasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_SofasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_sofas(inputs)
	return __en.shell_quick_sofas(inputs)
});
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Shell_Quick_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sectionals = /** @type {((inputs?: Shell_Quick_SectionalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_SectionalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_sectionals(inputs)
	return __en.shell_quick_sectionals(inputs)
});
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Shell_Quick_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_lounge_chairs = /** @type {((inputs?: Shell_Quick_Lounge_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Lounge_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_lounge_chairs(inputs)
	return __en.shell_quick_lounge_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Shell_Quick_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_loveseats = /** @type {((inputs?: Shell_Quick_LoveseatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_LoveseatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_loveseats(inputs)
	return __en.shell_quick_loveseats(inputs)
});
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Shell_Quick_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_coffee_tables = /** @type {((inputs?: Shell_Quick_Coffee_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Coffee_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_coffee_tables(inputs)
	return __en.shell_quick_coffee_tables(inputs)
});
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Shell_Quick_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_end_tables = /** @type {((inputs?: Shell_Quick_End_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_End_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_end_tables(inputs)
	return __en.shell_quick_end_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Shell_Quick_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_tables = /** @type {((inputs?: Shell_Quick_Dining_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Dining_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_dining_tables(inputs)
	return __en.shell_quick_dining_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Shell_Quick_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_chairs = /** @type {((inputs?: Shell_Quick_Dining_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Dining_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_dining_chairs(inputs)
	return __en.shell_quick_dining_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Shell_Quick_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_beds = /** @type {((inputs?: Shell_Quick_BedsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_BedsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_beds(inputs)
	return __en.shell_quick_beds(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Shell_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search = /** @type {((inputs?: Shell_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_search(inputs)
	return __en.shell_search(inputs)
});
/**
* | output |
* | --- |
* | "Close search" |
*
* @param {Shell_Search_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_close = /** @type {((inputs?: Shell_Search_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_search_close(inputs)
	return __en.shell_search_close(inputs)
});
/**
* | output |
* | --- |
* | "Press Enter to see results." |
*
* @param {Shell_Search_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_hint = /** @type {((inputs?: Shell_Search_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_search_hint(inputs)
	return __en.shell_search_hint(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Shell_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_title = /** @type {((inputs?: Shell_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_title(inputs)
	return __en.shell_error_title(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment." |
*
* @param {Shell_Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text = /** @type {((inputs?: Shell_Error_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_text(inputs)
	return __en.shell_error_text(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing." |
*
* @param {Shell_Error_Text_UnreportedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text_unreported = /** @type {((inputs?: Shell_Error_Text_UnreportedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_Text_UnreportedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_text_unreported(inputs)
	return __en.shell_error_text_unreported(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Shell_Error_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_retry = /** @type {((inputs?: Shell_Error_RetryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_RetryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_retry(inputs)
	return __en.shell_error_retry(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content = /** @type {((inputs?: Shell_Skip_To_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Skip_To_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_skip_to_content(inputs)
	return __en.shell_skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Shell_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back = /** @type {((inputs?: Shell_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back(inputs)
	return __en.shell_back(inputs)
});
/**
* | output |
* | --- |
* | "Back to Address" |
*
* @param {Shell_Back_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_address = /** @type {((inputs?: Shell_Back_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Back_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back_address(inputs)
	return __en.shell_back_address(inputs)
});
/**
* | output |
* | --- |
* | "Back to My Products" |
*
* @param {Shell_Back_My_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_products = /** @type {((inputs?: Shell_Back_My_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Back_My_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back_my_products(inputs)
	return __en.shell_back_my_products(inputs)
});
/**
* | output |
* | --- |
* | "Back to My Account" |
*
* @param {Shell_Back_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_account = /** @type {((inputs?: Shell_Back_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Back_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back_my_account(inputs)
	return __en.shell_back_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Browser not supported" |
*
* @param {Shell_Unsupported_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_page_title = /** @type {((inputs?: Shell_Unsupported_Page_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_Page_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_page_title(inputs)
	return __en.shell_unsupported_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Please update your browser" |
*
* @param {Shell_Unsupported_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_heading = /** @type {((inputs?: Shell_Unsupported_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_heading(inputs)
	return __en.shell_unsupported_heading(inputs)
});
/**
* | output |
* | --- |
* | "We apologize our site does not support your browser." |
*
* @param {Shell_Unsupported_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_text = /** @type {((inputs?: Shell_Unsupported_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_text(inputs)
	return __en.shell_unsupported_text(inputs)
});
/**
* | output |
* | --- |
* | "Our store uses features that older browsers do not have. Any of these free browsers, kept up to date, works well on computers, phones and tablets:" |
*
* @param {Shell_Unsupported_FeaturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_features = /** @type {((inputs?: Shell_Unsupported_FeaturesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_FeaturesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_features(inputs)
	return __en.shell_unsupported_features(inputs)
});
/**
* | output |
* | --- |
* | "If you would rather shop by phone, our customer care team can help at" |
*
* @param {Shell_Unsupported_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_phone = /** @type {((inputs?: Shell_Unsupported_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_phone(inputs)
	return __en.shell_unsupported_phone(inputs)
});
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Shell_Version_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_title = /** @type {((inputs?: Shell_Version_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Version_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_version_title(inputs)
	return __en.shell_version_title(inputs)
});
/**
* | output |
* | --- |
* | "Release" |
*
* @param {Shell_Version_ReleaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_release = /** @type {((inputs?: Shell_Version_ReleaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Version_ReleaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_version_release(inputs)
	return __en.shell_version_release(inputs)
});
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Shell_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ab = /** @type {((inputs?: Shell_Province_AbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_AbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_ab(inputs)
	return __en.shell_province_ab(inputs)
});
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Shell_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_bc = /** @type {((inputs?: Shell_Province_BcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_BcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_bc(inputs)
	return __en.shell_province_bc(inputs)
});
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Shell_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_mb = /** @type {((inputs?: Shell_Province_MbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_MbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_mb(inputs)
	return __en.shell_province_mb(inputs)
});
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Shell_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nb = /** @type {((inputs?: Shell_Province_NbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nb(inputs)
	return __en.shell_province_nb(inputs)
});
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Shell_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nl = /** @type {((inputs?: Shell_Province_NlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nl(inputs)
	return __en.shell_province_nl(inputs)
});
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Shell_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ns = /** @type {((inputs?: Shell_Province_NsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_ns(inputs)
	return __en.shell_province_ns(inputs)
});
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Shell_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nt = /** @type {((inputs?: Shell_Province_NtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nt(inputs)
	return __en.shell_province_nt(inputs)
});
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Shell_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nu = /** @type {((inputs?: Shell_Province_NuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nu(inputs)
	return __en.shell_province_nu(inputs)
});
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Shell_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_on = /** @type {((inputs?: Shell_Province_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_on(inputs)
	return __en.shell_province_on(inputs)
});
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Shell_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_pe = /** @type {((inputs?: Shell_Province_PeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_PeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_pe(inputs)
	return __en.shell_province_pe(inputs)
});
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Shell_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_qc = /** @type {((inputs?: Shell_Province_QcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_QcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_qc(inputs)
	return __en.shell_province_qc(inputs)
});
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Shell_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_sk = /** @type {((inputs?: Shell_Province_SkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_SkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_sk(inputs)
	return __en.shell_province_sk(inputs)
});
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Shell_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_yt = /** @type {((inputs?: Shell_Province_YtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_YtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_yt(inputs)
	return __en.shell_province_yt(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_close = /** @type {((inputs?: Ui_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_close(inputs)
	return __en.ui_close(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Ui_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_dismiss = /** @type {((inputs?: Ui_DismissInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_DismissInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_dismiss(inputs)
	return __en.ui_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notifications = /** @type {((inputs?: Ui_NotificationsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NotificationsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_notifications(inputs)
	return __en.ui_notifications(inputs)
});
/**
* | output |
* | --- |
* | "Notification" |
*
* @param {Ui_NotificationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notification = /** @type {((inputs?: Ui_NotificationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NotificationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_notification(inputs)
	return __en.ui_notification(inputs)
});
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Ui_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading = /** @type {((inputs?: Ui_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_loading(inputs)
	return __en.ui_loading(inputs)
});
/**
* | output |
* | --- |
* | "Loading please wait..." |
*
* @param {Ui_Loading_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading_wait = /** @type {((inputs?: Ui_Loading_WaitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Loading_WaitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_loading_wait(inputs)
	return __en.ui_loading_wait(inputs)
});
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Ui_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_on_this_page = /** @type {((inputs?: Ui_On_This_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_On_This_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_on_this_page(inputs)
	return __en.ui_on_this_page(inputs)
});
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Ui_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_breadcrumb = /** @type {((inputs?: Ui_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_breadcrumb(inputs)
	return __en.ui_breadcrumb(inputs)
});
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Ui_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_pages = /** @type {((inputs?: Ui_PagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_PagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_pages(inputs)
	return __en.ui_pages(inputs)
});
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Ui_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_page = /** @type {((inputs?: Ui_Previous_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Previous_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_previous_page(inputs)
	return __en.ui_previous_page(inputs)
});
/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Ui_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous = /** @type {((inputs?: Ui_PreviousInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_PreviousInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_previous(inputs)
	return __en.ui_previous(inputs)
});
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Ui_Next_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_page = /** @type {((inputs?: Ui_Next_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Next_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_next_page(inputs)
	return __en.ui_next_page(inputs)
});
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Ui_NextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next = /** @type {((inputs?: Ui_NextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_next(inputs)
	return __en.ui_next(inputs)
});
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Ui_Page_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_page_number = /** @type {((inputs: Ui_Page_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Page_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_page_number(inputs)
	return __en.ui_page_number(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Ui_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_try_again = /** @type {((inputs?: Ui_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_try_again(inputs)
	return __en.ui_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Previous image" |
*
* @param {Ui_Previous_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_image = /** @type {((inputs?: Ui_Previous_ImageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Previous_ImageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_previous_image(inputs)
	return __en.ui_previous_image(inputs)
});
/**
* | output |
* | --- |
* | "Next image" |
*
* @param {Ui_Next_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_image = /** @type {((inputs?: Ui_Next_ImageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Next_ImageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_next_image(inputs)
	return __en.ui_next_image(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Ui_Password_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_show = /** @type {((inputs?: Ui_Password_ShowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Password_ShowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_password_show(inputs)
	return __en.ui_password_show(inputs)
});
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Ui_Password_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_hide = /** @type {((inputs?: Ui_Password_HideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Password_HideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_password_hide(inputs)
	return __en.ui_password_hide(inputs)
});
/**
* | output |
* | --- |
* | "password" |
*
* @param {Ui_Password_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_subject = /** @type {((inputs?: Ui_Password_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Password_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_password_subject(inputs)
	return __en.ui_password_subject(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Ui_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_final_sale = /** @type {((inputs?: Ui_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_final_sale(inputs)
	return __en.ui_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Ui_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_or_from = /** @type {((inputs?: Ui_Or_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Or_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_or_from(inputs)
	return __en.ui_or_from(inputs)
});
/**
* | output |
* | --- |
* | "More pictures" |
*
* @param {Ui_Gallery_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_more = /** @type {((inputs?: Ui_Gallery_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Gallery_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_gallery_more(inputs)
	return __en.ui_gallery_more(inputs)
});
/**
* | output |
* | --- |
* | "View {name} full screen" |
*
* @param {Ui_Gallery_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_full_screen = /** @type {((inputs: Ui_Gallery_Full_ScreenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Gallery_Full_ScreenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_gallery_full_screen(inputs)
	return __en.ui_gallery_full_screen(inputs)
});
/**
* | output |
* | --- |
* | "View picture {number} of {total}: {name}" |
*
* @param {Ui_Gallery_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_picture = /** @type {((inputs: Ui_Gallery_PictureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Gallery_PictureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_gallery_picture(inputs)
	return __en.ui_gallery_picture(inputs)
});
/**
* | output |
* | --- |
* | "Play promotions" |
*
* @param {Ui_Promo_PlayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_play = /** @type {((inputs?: Ui_Promo_PlayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Promo_PlayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_promo_play(inputs)
	return __en.ui_promo_play(inputs)
});
/**
* | output |
* | --- |
* | "Pause promotions" |
*
* @param {Ui_Promo_PauseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_pause = /** @type {((inputs?: Ui_Promo_PauseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Promo_PauseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_promo_pause(inputs)
	return __en.ui_promo_pause(inputs)
});
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Ui_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_rating = /** @type {((inputs: Ui_RatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_RatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_rating(inputs)
	return __en.ui_rating(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Ui_StarsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_stars = /** @type {((inputs: Ui_StarsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_StarsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_stars(inputs)
	return __en.ui_stars(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Ui_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_reviews = /** @type {((inputs: Ui_ReviewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_ReviewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_reviews(inputs)
	return __en.ui_reviews(inputs)
});
/**
* | output |
* | --- |
* | "Search furniture" |
*
* @param {Ui_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_label = /** @type {((inputs?: Ui_Search_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Search_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_search_label(inputs)
	return __en.ui_search_label(inputs)
});
/**
* | output |
* | --- |
* | "Sofas, oak, velvet…" |
*
* @param {Ui_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_placeholder = /** @type {((inputs?: Ui_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_search_placeholder(inputs)
	return __en.ui_search_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Show results" |
*
* @param {Ui_Search_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_submit = /** @type {((inputs?: Ui_Search_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Search_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_search_submit(inputs)
	return __en.ui_search_submit(inputs)
});
/**
* | output |
* | --- |
* | "Unavailable" |
*
* @param {Ui_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_unavailable = /** @type {((inputs?: Ui_UnavailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_UnavailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_unavailable(inputs)
	return __en.ui_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "New delivery address" |
*
* @param {Ui_Address_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_label = /** @type {((inputs?: Ui_Address_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_label(inputs)
	return __en.ui_address_label(inputs)
});
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Ui_Address_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_first_name = /** @type {((inputs?: Ui_Address_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_first_name(inputs)
	return __en.ui_address_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Ui_Address_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_last_name = /** @type {((inputs?: Ui_Address_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_last_name(inputs)
	return __en.ui_address_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Ui_Address_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone = /** @type {((inputs?: Ui_Address_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_phone(inputs)
	return __en.ui_address_phone(inputs)
});
/**
* | output |
* | --- |
* | "For the delivery crew" |
*
* @param {Ui_Address_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone_hint = /** @type {((inputs?: Ui_Address_Phone_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Phone_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_phone_hint(inputs)
	return __en.ui_address_phone_hint(inputs)
});
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Ui_Address_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_street = /** @type {((inputs?: Ui_Address_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_street(inputs)
	return __en.ui_address_street(inputs)
});
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Ui_Address_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_unit = /** @type {((inputs?: Ui_Address_UnitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_UnitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_unit(inputs)
	return __en.ui_address_unit(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Ui_Address_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_city = /** @type {((inputs?: Ui_Address_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_city(inputs)
	return __en.ui_address_city(inputs)
});
/**
* | output |
* | --- |
* | "Province" |
*
* @param {Ui_Address_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province = /** @type {((inputs?: Ui_Address_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_province(inputs)
	return __en.ui_address_province(inputs)
});
/**
* | output |
* | --- |
* | "Choose a province" |
*
* @param {Ui_Address_Province_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province_placeholder = /** @type {((inputs?: Ui_Address_Province_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Province_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_province_placeholder(inputs)
	return __en.ui_address_province_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Ui_Address_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code = /** @type {((inputs?: Ui_Address_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_postal_code(inputs)
	return __en.ui_address_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Like A1A 1A1" |
*
* @param {Ui_Address_Postal_Code_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code_hint = /** @type {((inputs?: Ui_Address_Postal_Code_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Postal_Code_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_postal_code_hint(inputs)
	return __en.ui_address_postal_code_hint(inputs)
});
/**
* | output |
* | --- |
* | "Building type" |
*
* @param {Ui_Address_Building_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_building_type = /** @type {((inputs?: Ui_Address_Building_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Building_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_building_type(inputs)
	return __en.ui_address_building_type(inputs)
});
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Ui_Address_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_choose_one = /** @type {((inputs?: Ui_Address_Choose_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Choose_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_choose_one(inputs)
	return __en.ui_address_choose_one(inputs)
});
/**
* | output |
* | --- |
* | "House" |
*
* @param {Ui_Address_HouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_house = /** @type {((inputs?: Ui_Address_HouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_HouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_house(inputs)
	return __en.ui_address_house(inputs)
});
/**
* | output |
* | --- |
* | "Apartment" |
*
* @param {Ui_Address_ApartmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_apartment = /** @type {((inputs?: Ui_Address_ApartmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_ApartmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_apartment(inputs)
	return __en.ui_address_apartment(inputs)
});
/**
* | output |
* | --- |
* | "Condo" |
*
* @param {Ui_Address_CondoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_condo = /** @type {((inputs?: Ui_Address_CondoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_CondoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_condo(inputs)
	return __en.ui_address_condo(inputs)
});
/**
* | output |
* | --- |
* | "Townhouse" |
*
* @param {Ui_Address_TownhouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_townhouse = /** @type {((inputs?: Ui_Address_TownhouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_TownhouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_townhouse(inputs)
	return __en.ui_address_townhouse(inputs)
});
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Ui_Address_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_office = /** @type {((inputs?: Ui_Address_OfficeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_OfficeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_office(inputs)
	return __en.ui_address_office(inputs)
});
/**
* | output |
* | --- |
* | "Floor" |
*
* @param {Ui_Address_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_floor = /** @type {((inputs?: Ui_Address_FloorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_FloorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_floor(inputs)
	return __en.ui_address_floor(inputs)
});
/**
* | output |
* | --- |
* | "Buzzer" |
*
* @param {Ui_Address_BuzzerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_buzzer = /** @type {((inputs?: Ui_Address_BuzzerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_BuzzerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_buzzer(inputs)
	return __en.ui_address_buzzer(inputs)
});
/**
* | output |
* | --- |
* | "Receiving hours" |
*
* @param {Ui_Address_Receiving_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours = /** @type {((inputs?: Ui_Address_Receiving_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Receiving_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_receiving_hours(inputs)
	return __en.ui_address_receiving_hours(inputs)
});
/**
* | output |
* | --- |
* | "When someone can let the crew in" |
*
* @param {Ui_Address_Receiving_Hours_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours_hint = /** @type {((inputs?: Ui_Address_Receiving_Hours_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Receiving_Hours_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_receiving_hours_hint(inputs)
	return __en.ui_address_receiving_hours_hint(inputs)
});
/**
* | output |
* | --- |
* | "Elevator access" |
*
* @param {Ui_Address_ElevatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_elevator = /** @type {((inputs?: Ui_Address_ElevatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_ElevatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_elevator(inputs)
	return __en.ui_address_elevator(inputs)
});
/**
* | output |
* | --- |
* | "Loading dock door" |
*
* @param {Ui_Address_Dock_DoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_dock_door = /** @type {((inputs?: Ui_Address_Dock_DoorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Dock_DoorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_dock_door(inputs)
	return __en.ui_address_dock_door(inputs)
});
/**
* | output |
* | --- |
* | "Make this my main address" |
*
* @param {Ui_Address_PrimaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_primary = /** @type {((inputs?: Ui_Address_PrimaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_PrimaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_primary(inputs)
	return __en.ui_address_primary(inputs)
});
/**
* | output |
* | --- |
* | "Delivery instructions" |
*
* @param {Ui_Address_InstructionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_instructions = /** @type {((inputs?: Ui_Address_InstructionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_InstructionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_instructions(inputs)
	return __en.ui_address_instructions(inputs)
});
/**
* | output |
* | --- |
* | "Saving the address" |
*
* @param {Ui_Address_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_saving = /** @type {((inputs?: Ui_Address_SavingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_SavingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_saving(inputs)
	return __en.ui_address_saving(inputs)
});
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number." |
*
* @param {Ui_Card_ProcessorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_processor = /** @type {((inputs?: Ui_Card_ProcessorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_ProcessorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_processor(inputs)
	return __en.ui_card_processor(inputs)
});
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Ui_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_name = /** @type {((inputs?: Ui_Card_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_name(inputs)
	return __en.ui_card_name(inputs)
});
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Ui_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_number = /** @type {((inputs?: Ui_Card_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_number(inputs)
	return __en.ui_card_number(inputs)
});
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Ui_Card_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry = /** @type {((inputs?: Ui_Card_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_expiry(inputs)
	return __en.ui_card_expiry(inputs)
});
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Ui_Card_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry_placeholder = /** @type {((inputs?: Ui_Card_Expiry_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_Expiry_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_expiry_placeholder(inputs)
	return __en.ui_card_expiry_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Ui_Card_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_security_code = /** @type {((inputs?: Ui_Card_Security_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_Security_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_security_code(inputs)
	return __en.ui_card_security_code(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Cart_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_checkout = /** @type {((inputs?: Cart_CheckoutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_CheckoutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_checkout(inputs)
	return __en.cart_checkout(inputs)
});
/**
* | output |
* | --- |
* | "Choose your city first" |
*
* @param {Cart_Blocked_No_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_no_city = /** @type {((inputs?: Cart_Blocked_No_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_No_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_no_city(inputs)
	return __en.cart_blocked_no_city(inputs)
});
/**
* | output |
* | --- |
* | "Checking prices before checkout…" |
*
* @param {Cart_Blocked_UpdatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_updating = /** @type {((inputs?: Cart_Blocked_UpdatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_UpdatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_updating(inputs)
	return __en.cart_blocked_updating(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your cart: try again first" |
*
* @param {Cart_Blocked_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_failed = /** @type {((inputs?: Cart_Blocked_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_failed(inputs)
	return __en.cart_blocked_failed(inputs)
});
/**
* | output |
* | --- |
* | "Remove the items that can't be ordered first" |
*
* @param {Cart_Blocked_Line_ErrorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_line_errors = /** @type {((inputs?: Cart_Blocked_Line_ErrorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_Line_ErrorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_line_errors(inputs)
	return __en.cart_blocked_line_errors(inputs)
});
/**
* | output |
* | --- |
* | "Your cart" |
*
* @param {Cart_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_page_title = /** @type {((inputs?: Cart_Page_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Page_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_page_title(inputs)
	return __en.cart_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Cart_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_dismiss = /** @type {((inputs?: Cart_DismissInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_DismissInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_dismiss(inputs)
	return __en.cart_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "We could not read your saved cart, so it was emptied. Please add your items again." |
*
* @param {Cart_Discarded_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_discarded_notice = /** @type {((inputs?: Cart_Discarded_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Discarded_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_discarded_notice(inputs)
	return __en.cart_discarded_notice(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: this price buys the piece outright — no subscription, pickup only." |
*
* @param {Cart_Liquidation_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_liquidation_purchase = /** @type {((inputs?: Cart_Liquidation_PurchaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Liquidation_PurchaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_liquidation_purchase(inputs)
	return __en.cart_liquidation_purchase(inputs)
});
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can price your cart with its delivery fee and taxes." |
*
* @param {Cart_City_Reason_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_reason_cart = /** @type {((inputs?: Cart_City_Reason_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_City_Reason_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_city_reason_cart(inputs)
	return __en.cart_city_reason_cart(inputs)
});
/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Cart_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_title = /** @type {((inputs?: Cart_Empty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Empty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_empty_title(inputs)
	return __en.cart_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Cart_Browse_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_browse_furniture = /** @type {((inputs?: Cart_Browse_FurnitureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Browse_FurnitureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_browse_furniture(inputs)
	return __en.cart_browse_furniture(inputs)
});
/**
* | output |
* | --- |
* | "Add furniture from any product page, and it will wait for you here." |
*
* @param {Cart_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_text = /** @type {((inputs?: Cart_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_empty_text(inputs)
	return __en.cart_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "Add assembly" |
*
* @param {Cart_Add_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_assembly = /** @type {((inputs?: Cart_Add_AssemblyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Add_AssemblyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_add_assembly(inputs)
	return __en.cart_add_assembly(inputs)
});
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery for {price}." |
*
* @param {Cart_Assembly_Hint_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint_price = /** @type {((inputs: Cart_Assembly_Hint_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Assembly_Hint_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_assembly_hint_price(inputs)
	return __en.cart_assembly_hint_price(inputs)
});
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery." |
*
* @param {Cart_Assembly_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint = /** @type {((inputs?: Cart_Assembly_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Assembly_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_assembly_hint(inputs)
	return __en.cart_assembly_hint(inputs)
});
/**
* | output |
* | --- |
* | "Updating prices…" |
*
* @param {Cart_Updating_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_updating_prices = /** @type {((inputs?: Cart_Updating_PricesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Updating_PricesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_updating_prices(inputs)
	return __en.cart_updating_prices(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your cart" |
*
* @param {Cart_Quote_Failed_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_cart = /** @type {((inputs?: Cart_Quote_Failed_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_Failed_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_failed_cart(inputs)
	return __en.cart_quote_failed_cart(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your cart. Check your connection and try again." |
*
* @param {Cart_Quote_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_error = /** @type {((inputs?: Cart_Quote_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_error(inputs)
	return __en.cart_quote_error(inputs)
});
/**
* | output |
* | --- |
* | "Delivery date chosen: {date}" |
*
* @param {Cart_Delivery_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_delivery_chosen = /** @type {((inputs: Cart_Delivery_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Delivery_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_delivery_chosen(inputs)
	return __en.cart_delivery_chosen(inputs)
});
/**
* | output |
* | --- |
* | "Share cart" |
*
* @param {Cart_Share_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_cart = /** @type {((inputs?: Cart_Share_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_cart(inputs)
	return __en.cart_share_cart(inputs)
});
/**
* | output |
* | --- |
* | "Empty cart" |
*
* @param {Cart_Empty_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_cart = /** @type {((inputs?: Cart_Empty_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Empty_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_empty_cart(inputs)
	return __en.cart_empty_cart(inputs)
});
/**
* | output |
* | --- |
* | "Items in your cart" |
*
* @param {Cart_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_lines_label = /** @type {((inputs?: Cart_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_lines_label(inputs)
	return __en.cart_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "{option}: {value}" |
*
* @param {Cart_Line_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_option = /** @type {((inputs: Cart_Line_OptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Line_OptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_line_option(inputs)
	return __en.cart_line_option(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare damage cover" |
*
* @param {Cart_Pivotcare_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label = /** @type {((inputs?: Cart_Pivotcare_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pivotcare_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pivotcare_label(inputs)
	return __en.cart_pivotcare_label(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare damage cover +{price}" |
*
* @param {Cart_Pivotcare_Label_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label_price = /** @type {((inputs: Cart_Pivotcare_Label_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pivotcare_Label_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pivotcare_label_price(inputs)
	return __en.cart_pivotcare_label_price(inputs)
});
/**
* | output |
* | --- |
* | "Covers accidental damage while the piece is with you." |
*
* @param {Cart_Pivotcare_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_hint = /** @type {((inputs?: Cart_Pivotcare_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pivotcare_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pivotcare_hint(inputs)
	return __en.cart_pivotcare_hint(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: no returns or exchanges." |
*
* @param {Cart_Line_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_final_sale = /** @type {((inputs?: Cart_Line_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Line_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_line_final_sale(inputs)
	return __en.cart_line_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Cart_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity = /** @type {((inputs?: Cart_QuantityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_QuantityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quantity(inputs)
	return __en.cart_quantity(inputs)
});
/**
* | output |
* | --- |
* | "Quantity {quantity}" |
*
* @param {Cart_Quantity_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity_count = /** @type {((inputs: Cart_Quantity_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quantity_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quantity_count(inputs)
	return __en.cart_quantity_count(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Cart_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove = /** @type {((inputs?: Cart_RemoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_RemoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_remove(inputs)
	return __en.cart_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Cart_Remove_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove_line = /** @type {((inputs: Cart_Remove_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Remove_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_remove_line(inputs)
	return __en.cart_remove_line(inputs)
});
/**
* | output |
* | --- |
* | "Monthly subscription" |
*
* @param {Cart_Way_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_subscription = /** @type {((inputs?: Cart_Way_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_subscription(inputs)
	return __en.cart_way_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Cart_Way_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_financing = /** @type {((inputs?: Cart_Way_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_financing(inputs)
	return __en.cart_way_financing(inputs)
});
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Cart_Way_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_rental = /** @type {((inputs?: Cart_Way_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_rental(inputs)
	return __en.cart_way_rental(inputs)
});
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Cart_Way_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_buy = /** @type {((inputs?: Cart_Way_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_buy(inputs)
	return __en.cart_way_buy(inputs)
});
/**
* | output |
* | --- |
* | "Final sale, monthly" |
*
* @param {Cart_Way_Final_Sale_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale_monthly = /** @type {((inputs?: Cart_Way_Final_Sale_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_Final_Sale_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_final_sale_monthly(inputs)
	return __en.cart_way_final_sale_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Cart_Way_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale = /** @type {((inputs?: Cart_Way_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_final_sale(inputs)
	return __en.cart_way_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "{way}, {months}-month minimum" |
*
* @param {Cart_Way_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_minimum = /** @type {((inputs: Cart_Way_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_minimum(inputs)
	return __en.cart_way_minimum(inputs)
});
/**
* | output |
* | --- |
* | "{way}, {months} months" |
*
* @param {Cart_Way_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_months = /** @type {((inputs: Cart_Way_MonthsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_MonthsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_months(inputs)
	return __en.cart_way_months(inputs)
});
/**
* | output |
* | --- |
* | "{payments} monthly payments of {amount} · total {total}" |
*
* @param {Cart_Terms_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_financing = /** @type {((inputs: Cart_Terms_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Terms_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_terms_financing(inputs)
	return __en.cart_terms_financing(inputs)
});
/**
* | output |
* | --- |
* | "Yours after {payments} payments" |
*
* @param {Cart_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_subscription = /** @type {((inputs: Cart_Terms_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Terms_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_terms_subscription(inputs)
	return __en.cart_terms_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Cart_Terms_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_rental = /** @type {((inputs?: Cart_Terms_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Terms_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_terms_rental(inputs)
	return __en.cart_terms_rental(inputs)
});
/**
* | output |
* | --- |
* | "Order summary" |
*
* @param {Cart_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_summary_title = /** @type {((inputs?: Cart_Summary_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Summary_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_summary_title(inputs)
	return __en.cart_summary_title(inputs)
});
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Cart_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_due_today = /** @type {((inputs?: Cart_Due_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Due_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_due_today(inputs)
	return __en.cart_due_today(inputs)
});
/**
* | output |
* | --- |
* | "Then monthly" |
*
* @param {Cart_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_then_monthly = /** @type {((inputs?: Cart_Then_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Then_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_then_monthly(inputs)
	return __en.cart_then_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Purchases" |
*
* @param {Cart_Row_PurchasesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_purchases = /** @type {((inputs?: Cart_Row_PurchasesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_PurchasesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_purchases(inputs)
	return __en.cart_row_purchases(inputs)
});
/**
* | output |
* | --- |
* | "First month of monthly items" |
*
* @param {Cart_Row_First_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_first_month = /** @type {((inputs?: Cart_Row_First_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_First_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_first_month(inputs)
	return __en.cart_row_first_month(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Cart_Row_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_pickup = /** @type {((inputs?: Cart_Row_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_pickup(inputs)
	return __en.cart_row_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Cart_Row_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_free = /** @type {((inputs?: Cart_Row_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_free(inputs)
	return __en.cart_row_free(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Cart_Row_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_delivery = /** @type {((inputs?: Cart_Row_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_delivery(inputs)
	return __en.cart_row_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Cart_Row_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_assembly = /** @type {((inputs?: Cart_Row_AssemblyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_AssemblyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_assembly(inputs)
	return __en.cart_row_assembly(inputs)
});
/**
* | output |
* | --- |
* | "Account credit" |
*
* @param {Cart_Row_Account_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_account_credit = /** @type {((inputs?: Cart_Row_Account_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Account_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_account_credit(inputs)
	return __en.cart_row_account_credit(inputs)
});
/**
* | output |
* | --- |
* | "Total due today" |
*
* @param {Cart_Row_Total_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_total_today = /** @type {((inputs?: Cart_Row_Total_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Total_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_total_today(inputs)
	return __en.cart_row_total_today(inputs)
});
/**
* | output |
* | --- |
* | "Monthly items" |
*
* @param {Cart_Row_Monthly_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_monthly_items = /** @type {((inputs?: Cart_Row_Monthly_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Monthly_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_monthly_items(inputs)
	return __en.cart_row_monthly_items(inputs)
});
/**
* | output |
* | --- |
* | "Each month" |
*
* @param {Cart_Row_Each_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_each_month = /** @type {((inputs?: Cart_Row_Each_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Each_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_each_month(inputs)
	return __en.cart_row_each_month(inputs)
});
/**
* | output |
* | --- |
* | "GST" |
*
* @param {Cart_Tax_GstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_gst = /** @type {((inputs?: Cart_Tax_GstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_GstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_gst(inputs)
	return __en.cart_tax_gst(inputs)
});
/**
* | output |
* | --- |
* | "HST" |
*
* @param {Cart_Tax_HstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_hst = /** @type {((inputs?: Cart_Tax_HstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_HstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_hst(inputs)
	return __en.cart_tax_hst(inputs)
});
/**
* | output |
* | --- |
* | "QST" |
*
* @param {Cart_Tax_QstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_qst = /** @type {((inputs?: Cart_Tax_QstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_QstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_qst(inputs)
	return __en.cart_tax_qst(inputs)
});
/**
* | output |
* | --- |
* | "PST" |
*
* @param {Cart_Tax_PstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_pst = /** @type {((inputs?: Cart_Tax_PstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_PstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_pst(inputs)
	return __en.cart_tax_pst(inputs)
});
/**
* | output |
* | --- |
* | "RST" |
*
* @param {Cart_Tax_RstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rst = /** @type {((inputs?: Cart_Tax_RstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_RstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_rst(inputs)
	return __en.cart_tax_rst(inputs)
});
/**
* | output |
* | --- |
* | "{tax} {percent}%" |
*
* @param {Cart_Tax_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rate = /** @type {((inputs: Cart_Tax_RateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_RateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_rate(inputs)
	return __en.cart_tax_rate(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time). You choose your pickup day at checkout." |
*
* @param {Cart_Pickup_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pickup_note = /** @type {((inputs: Cart_Pickup_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pickup_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pickup_note(inputs)
	return __en.cart_pickup_note(inputs)
});
/**
* | output |
* | --- |
* | "Estimated delivery: {from} to {to}" |
*
* @param {Cart_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_estimated_delivery = /** @type {((inputs: Cart_Estimated_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Estimated_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_estimated_delivery(inputs)
	return __en.cart_estimated_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Final sale items" |
*
* @param {Cart_Final_Sale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_title = /** @type {((inputs?: Cart_Final_Sale_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Final_Sale_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_final_sale_title(inputs)
	return __en.cart_final_sale_title(inputs)
});
/**
* | output |
* | --- |
* | "Some items are final sale: they cannot be returned or exchanged." |
*
* @param {Cart_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_text = /** @type {((inputs?: Cart_Final_Sale_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Final_Sale_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_final_sale_text(inputs)
	return __en.cart_final_sale_text(inputs)
});
/**
* | output |
* | --- |
* | "{name} was in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so it is now a purchase at th..." |
*
* @param {Cart_Sale_Notice_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_one = /** @type {((inputs: Cart_Sale_Notice_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Sale_Notice_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_sale_notice_one(inputs)
	return __en.cart_sale_notice_one(inputs)
});
/**
* | output |
* | --- |
* | "{names} were in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so they are now a purchase ..." |
*
* @param {Cart_Sale_Notice_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_other = /** @type {((inputs: Cart_Sale_Notice_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Sale_Notice_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_sale_notice_other(inputs)
	return __en.cart_sale_notice_other(inputs)
});
/**
* | output |
* | --- |
* | "An item" |
*
* @param {Cart_Sale_Notice_An_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_an_item = /** @type {((inputs?: Cart_Sale_Notice_An_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Sale_Notice_An_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_sale_notice_an_item(inputs)
	return __en.cart_sale_notice_an_item(inputs)
});
/**
* | output |
* | --- |
* | "{first} and {last}" |
*
* @param {Cart_List_AndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_list_and = /** @type {((inputs: Cart_List_AndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_List_AndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_list_and(inputs)
	return __en.cart_list_and(inputs)
});
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Cart_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_title = /** @type {((inputs?: Cart_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_error_title(inputs)
	return __en.cart_error_title(inputs)
});
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Cart_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_network = /** @type {((inputs?: Cart_Error_NetworkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Error_NetworkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_error_network(inputs)
	return __en.cart_error_network(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Cart_Error_GeneralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_general = /** @type {((inputs?: Cart_Error_GeneralInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Error_GeneralInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_error_general(inputs)
	return __en.cart_error_general(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Cart_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_try_again = /** @type {((inputs?: Cart_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_try_again(inputs)
	return __en.cart_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Cart_Home_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_home_page = /** @type {((inputs?: Cart_Home_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Home_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_home_page(inputs)
	return __en.cart_home_page(inputs)
});
/**
* | output |
* | --- |
* | "Priced for our {place} depot. During the liquidation sale every order is picked up there, so the city cannot be changed." |
*
* @param {Cart_City_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_fixed = /** @type {((inputs: Cart_City_FixedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_City_FixedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_city_fixed(inputs)
	return __en.cart_city_fixed(inputs)
});
/**
* | output |
* | --- |
* | "Your city" |
*
* @param {Cart_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city = /** @type {((inputs?: Cart_Your_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Your_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_your_city(inputs)
	return __en.cart_your_city(inputs)
});
/**
* | output |
* | --- |
* | "Prices, availability, delivery fees and taxes are those of this city." |
*
* @param {Cart_Your_City_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city_hint = /** @type {((inputs?: Cart_Your_City_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Your_City_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_your_city_hint(inputs)
	return __en.cart_your_city_hint(inputs)
});
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Cart_Choose_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_choose_location = /** @type {((inputs?: Cart_Choose_LocationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Choose_LocationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_choose_location(inputs)
	return __en.cart_choose_location(inputs)
});
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Cart_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_select_city = /** @type {((inputs?: Cart_Select_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Select_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_select_city(inputs)
	return __en.cart_select_city(inputs)
});
/**
* | output |
* | --- |
* | "Loading cities…" |
*
* @param {Cart_Loading_CitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_loading_cities = /** @type {((inputs?: Cart_Loading_CitiesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Loading_CitiesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_loading_cities(inputs)
	return __en.cart_loading_cities(inputs)
});
/**
* | output |
* | --- |
* | "We could not load the list of cities." |
*
* @param {Cart_Cities_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_cities_failed = /** @type {((inputs?: Cart_Cities_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Cities_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_cities_failed(inputs)
	return __en.cart_cities_failed(inputs)
});
/**
* | output |
* | --- |
* | "Packages" |
*
* @param {Cart_PackagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages = /** @type {((inputs?: Cart_PackagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_PackagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages(inputs)
	return __en.cart_packages(inputs)
});
/**
* | output |
* | --- |
* | "Pieces of the {name}" |
*
* @param {Cart_Package_PicturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pictures = /** @type {((inputs: Cart_Package_PicturesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_PicturesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_pictures(inputs)
	return __en.cart_package_pictures(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "In this package: {count} piece" |
* | "other" | "In this package: {count} pieces" |
*
* @param {Cart_Package_Pieces_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pieces_heading = /** @type {((inputs: Cart_Package_Pieces_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Pieces_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_pieces_heading(inputs)
	return __en.cart_package_pieces_heading(inputs)
});
/**
* | output |
* | --- |
* | "Items in the package" |
*
* @param {Cart_Package_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_lines_label = /** @type {((inputs?: Cart_Package_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_lines_label(inputs)
	return __en.cart_package_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "One piece is no longer sold and is left out." |
*
* @param {Cart_Package_Missing_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_one = /** @type {((inputs?: Cart_Package_Missing_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Missing_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_missing_one(inputs)
	return __en.cart_package_missing_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} pieces are no longer sold and are left out." |
*
* @param {Cart_Package_Missing_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_other = /** @type {((inputs: Cart_Package_Missing_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Missing_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_missing_other(inputs)
	return __en.cart_package_missing_other(inputs)
});
/**
* | output |
* | --- |
* | "We could not price this package" |
*
* @param {Cart_Quote_Failed_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_package = /** @type {((inputs?: Cart_Quote_Failed_PackageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_Failed_PackageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_failed_package(inputs)
	return __en.cart_quote_failed_package(inputs)
});
/**
* | output |
* | --- |
* | "Add package to cart" |
*
* @param {Cart_Add_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_package = /** @type {((inputs?: Cart_Add_PackageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Add_PackageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_add_package(inputs)
	return __en.cart_add_package(inputs)
});
/**
* | output |
* | --- |
* | "Rooms we put together for you: pieces that go together, added to your cart in one step." |
*
* @param {Cart_Packages_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_intro = /** @type {((inputs?: Cart_Packages_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_intro(inputs)
	return __en.cart_packages_intro(inputs)
});
/**
* | output |
* | --- |
* | "No packages right now" |
*
* @param {Cart_Packages_None_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_title = /** @type {((inputs?: Cart_Packages_None_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_None_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_none_title(inputs)
	return __en.cart_packages_none_title(inputs)
});
/**
* | output |
* | --- |
* | "Check back soon, or shop piece by piece." |
*
* @param {Cart_Packages_None_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_text = /** @type {((inputs?: Cart_Packages_None_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_None_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_none_text(inputs)
	return __en.cart_packages_none_text(inputs)
});
/**
* | output |
* | --- |
* | "All packages" |
*
* @param {Cart_Packages_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_all = /** @type {((inputs?: Cart_Packages_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_all(inputs)
	return __en.cart_packages_all(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pieces · {description}" |
* | "other" | "{count} pieces · {description}" |
*
* @param {Cart_Package_Tile_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_tile_note = /** @type {((inputs: Cart_Package_Tile_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Tile_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_tile_note(inputs)
	return __en.cart_package_tile_note(inputs)
});
/**
* | output |
* | --- |
* | "Share your cart" |
*
* @param {Cart_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_title = /** @type {((inputs?: Cart_Share_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_title(inputs)
	return __en.cart_share_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose the city we deliver to before you share your cart." |
*
* @param {Cart_Share_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_city_reason = /** @type {((inputs?: Cart_Share_City_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_City_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_city_reason(inputs)
	return __en.cart_share_city_reason(inputs)
});
/**
* | output |
* | --- |
* | "Add furniture to your cart, then come back to share it." |
*
* @param {Cart_Share_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_empty_text = /** @type {((inputs?: Cart_Share_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_empty_text(inputs)
	return __en.cart_share_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "Make a link to this cart to open it on another device or send it to someone. The link keeps the items as they are now; prices are worked out for whoever open..." |
*
* @param {Cart_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_intro = /** @type {((inputs?: Cart_Share_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_intro(inputs)
	return __en.cart_share_intro(inputs)
});
/**
* | output |
* | --- |
* | "Items in the cart you are sharing" |
*
* @param {Cart_Share_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_lines_label = /** @type {((inputs?: Cart_Share_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_lines_label(inputs)
	return __en.cart_share_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "Link to your cart" |
*
* @param {Cart_Share_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_label = /** @type {((inputs?: Cart_Share_Link_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Link_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_link_label(inputs)
	return __en.cart_share_link_label(inputs)
});
/**
* | output |
* | --- |
* | "Anyone with this link can see these items until {date}." |
*
* @param {Cart_Share_Link_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_hint = /** @type {((inputs: Cart_Share_Link_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Link_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_link_hint(inputs)
	return __en.cart_share_link_hint(inputs)
});
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Cart_Share_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy = /** @type {((inputs?: Cart_Share_CopyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CopyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_copy(inputs)
	return __en.cart_share_copy(inputs)
});
/**
* | output |
* | --- |
* | "Open the link" |
*
* @param {Cart_Share_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_open = /** @type {((inputs?: Cart_Share_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_open(inputs)
	return __en.cart_share_open(inputs)
});
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Cart_Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copied = /** @type {((inputs?: Cart_Share_CopiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CopiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_copied(inputs)
	return __en.cart_share_copied(inputs)
});
/**
* | output |
* | --- |
* | "Your browser would not copy it: the link is selected, copy it from there." |
*
* @param {Cart_Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy_failed = /** @type {((inputs?: Cart_Share_Copy_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Copy_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_copy_failed(inputs)
	return __en.cart_share_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "The link was not made" |
*
* @param {Cart_Share_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed_title = /** @type {((inputs?: Cart_Share_Failed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Failed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_failed_title(inputs)
	return __en.cart_share_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry: the link could not be made. Please try again in a moment." |
*
* @param {Cart_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed = /** @type {((inputs?: Cart_Share_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_failed(inputs)
	return __en.cart_share_failed(inputs)
});
/**
* | output |
* | --- |
* | "Create link" |
*
* @param {Cart_Share_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_create = /** @type {((inputs?: Cart_Share_CreateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CreateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_create(inputs)
	return __en.cart_share_create(inputs)
});
/**
* | output |
* | --- |
* | "Back to your cart" |
*
* @param {Cart_Back_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_back_to_cart = /** @type {((inputs?: Cart_Back_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Back_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_back_to_cart(inputs)
	return __en.cart_back_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Shared cart" |
*
* @param {Cart_Shared_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_title = /** @type {((inputs?: Cart_Shared_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_title(inputs)
	return __en.cart_shared_title(inputs)
});
/**
* | output |
* | --- |
* | "Shared cart not found" |
*
* @param {Cart_Shared_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_not_found_title = /** @type {((inputs?: Cart_Shared_Not_Found_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Not_Found_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_not_found_title(inputs)
	return __en.cart_shared_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "This shared cart link has expired or does not exist" |
*
* @param {Cart_Shared_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired = /** @type {((inputs?: Cart_Shared_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_expired(inputs)
	return __en.cart_shared_expired(inputs)
});
/**
* | output |
* | --- |
* | "Go to your cart" |
*
* @param {Cart_Go_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_go_to_cart = /** @type {((inputs?: Cart_Go_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Go_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_go_to_cart(inputs)
	return __en.cart_go_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Shared cart links work for 90 days. Ask for a new link, or find the pieces in our catalogue." |
*
* @param {Cart_Shared_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired_text = /** @type {((inputs?: Cart_Shared_Expired_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Expired_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_expired_text(inputs)
	return __en.cart_shared_expired_text(inputs)
});
/**
* | output |
* | --- |
* | "Someone shared this item with you. Add it to your cart to order, or to keep shopping with it." |
*
* @param {Cart_Shared_With_You_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_one = /** @type {((inputs?: Cart_Shared_With_You_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_With_You_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_with_you_one(inputs)
	return __en.cart_shared_with_you_one(inputs)
});
/**
* | output |
* | --- |
* | "Someone shared these {count} items with you. Add them to your cart to order, or to keep shopping with them." |
*
* @param {Cart_Shared_With_You_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_other = /** @type {((inputs: Cart_Shared_With_You_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_With_You_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_with_you_other(inputs)
	return __en.cart_shared_with_you_other(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your cart now holds the {count} item of the shared cart." |
* | "other" | "Your cart now holds the {count} items of the shared cart." |
*
* @param {Cart_Shared_Loaded_ReplaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_replace = /** @type {((inputs: Cart_Shared_Loaded_ReplaceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Loaded_ReplaceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_loaded_replace(inputs)
	return __en.cart_shared_loaded_replace(inputs)
});
/**
* | output |
* | --- |
* | "Added the shared items to your cart: {added} new, {increased} already there (quantity raised)." |
*
* @param {Cart_Shared_Loaded_IncreasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_increased = /** @type {((inputs: Cart_Shared_Loaded_IncreasedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Loaded_IncreasedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_loaded_increased(inputs)
	return __en.cart_shared_loaded_increased(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Added {count} shared line to your cart." |
* | "other" | "Added {count} shared lines to your cart." |
*
* @param {Cart_Shared_Loaded_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_added = /** @type {((inputs: Cart_Shared_Loaded_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Loaded_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_loaded_added(inputs)
	return __en.cart_shared_loaded_added(inputs)
});
/**
* | output |
* | --- |
* | "Quantities are held at 20 per item." |
*
* @param {Cart_Shared_CappedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_capped = /** @type {((inputs?: Cart_Shared_CappedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_CappedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_capped(inputs)
	return __en.cart_shared_capped(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} left out: a cart holds at most 50 different items." |
* | "other" | "{count} left out: a cart holds at most 50 different items." |
*
* @param {Cart_Shared_SkippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_skipped = /** @type {((inputs: Cart_Shared_SkippedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_SkippedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_skipped(inputs)
	return __en.cart_shared_skipped(inputs)
});
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Cart_Shared_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_add_error = /** @type {((inputs?: Cart_Shared_Add_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Add_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_add_error(inputs)
	return __en.cart_shared_add_error(inputs)
});
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can show this cart's prices for you." |
*
* @param {Cart_Shared_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_city_reason = /** @type {((inputs?: Cart_Shared_City_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_City_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_city_reason(inputs)
	return __en.cart_shared_city_reason(inputs)
});
/**
* | output |
* | --- |
* | "One item is no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_one = /** @type {((inputs?: Cart_Shared_Unavailable_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Unavailable_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_unavailable_one(inputs)
	return __en.cart_shared_unavailable_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} items are no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_other = /** @type {((inputs: Cart_Shared_Unavailable_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Unavailable_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_unavailable_other(inputs)
	return __en.cart_shared_unavailable_other(inputs)
});
/**
* | output |
* | --- |
* | "Items in the shared cart" |
*
* @param {Cart_Shared_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_lines_label = /** @type {((inputs?: Cart_Shared_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_lines_label(inputs)
	return __en.cart_shared_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "We could not price these items" |
*
* @param {Cart_Quote_Failed_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_items = /** @type {((inputs?: Cart_Quote_Failed_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_Failed_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_failed_items(inputs)
	return __en.cart_quote_failed_items(inputs)
});
/**
* | output |
* | --- |
* | "None of these items are sold any more." |
*
* @param {Cart_Shared_None_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_none_sold = /** @type {((inputs?: Cart_Shared_None_SoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_None_SoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_none_sold(inputs)
	return __en.cart_shared_none_sold(inputs)
});
/**
* | output |
* | --- |
* | "Add to my cart" |
*
* @param {Cart_Add_To_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_to_my_cart = /** @type {((inputs?: Cart_Add_To_My_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Add_To_My_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_add_to_my_cart(inputs)
	return __en.cart_add_to_my_cart(inputs)
});
/**
* | output |
* | --- |
* | "Your cart already has an item. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_one = /** @type {((inputs?: Cart_Shared_Own_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Own_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_own_one(inputs)
	return __en.cart_shared_own_one(inputs)
});
/**
* | output |
* | --- |
* | "Your cart already has {count} items. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_other = /** @type {((inputs: Cart_Shared_Own_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Own_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_own_other(inputs)
	return __en.cart_shared_own_other(inputs)
});
/**
* | output |
* | --- |
* | "Replace my cart" |
*
* @param {Cart_Replace_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_replace_my_cart = /** @type {((inputs?: Cart_Replace_My_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Replace_My_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_replace_my_cart(inputs)
	return __en.cart_replace_my_cart(inputs)
});
/**
* | output |
* | --- |
* | "No longer sold: it will not be added." |
*
* @param {Cart_Snapshot_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_snapshot_no_longer_sold = /** @type {((inputs?: Cart_Snapshot_No_Longer_SoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Snapshot_No_Longer_SoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_snapshot_no_longer_sold(inputs)
	return __en.cart_snapshot_no_longer_sold(inputs)
});
/**
* | output |
* | --- |
* | "Price for your city" |
*
* @param {Cart_Price_For_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_price_for_city = /** @type {((inputs?: Cart_Price_For_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Price_For_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_price_for_city(inputs)
	return __en.cart_price_for_city(inputs)
});
/**
* | output |
* | --- |
* | "{name} added to your cart." |
*
* @param {Cart_Added_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added_named = /** @type {((inputs: Cart_Added_NamedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Added_NamedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_added_named(inputs)
	return __en.cart_added_named(inputs)
});
/**
* | output |
* | --- |
* | "Added to your cart." |
*
* @param {Cart_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added = /** @type {((inputs?: Cart_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_added(inputs)
	return __en.cart_added(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time)." |
*
* @param {Cart_Product_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_product_pickup = /** @type {((inputs: Cart_Product_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Product_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_product_pickup(inputs)
	return __en.cart_product_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Catalog_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home = /** @type {((inputs?: Catalog_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home(inputs)
	return __en.catalog_home(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Catalog_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_try_again = /** @type {((inputs?: Catalog_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_try_again(inputs)
	return __en.catalog_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Catalog_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_go_home = /** @type {((inputs?: Catalog_Go_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Go_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_go_home(inputs)
	return __en.catalog_go_home(inputs)
});
/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Catalog_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_back_home = /** @type {((inputs?: Catalog_Back_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Back_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_back_home(inputs)
	return __en.catalog_back_home(inputs)
});
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Catalog_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_choose_one = /** @type {((inputs?: Catalog_Choose_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Choose_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_choose_one(inputs)
	return __en.catalog_choose_one(inputs)
});
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Catalog_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_title = /** @type {((inputs?: Catalog_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_title(inputs)
	return __en.catalog_error_title(inputs)
});
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Catalog_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_network = /** @type {((inputs?: Catalog_Error_NetworkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_NetworkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_network(inputs)
	return __en.catalog_error_network(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Catalog_Error_GenericInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_generic = /** @type {((inputs?: Catalog_Error_GenericInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_GenericInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_generic(inputs)
	return __en.catalog_error_generic(inputs)
});
/**
* | output |
* | --- |
* | "This category is no longer available" |
*
* @param {Catalog_Category_GoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_gone = /** @type {((inputs?: Catalog_Category_GoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_GoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_gone(inputs)
	return __en.catalog_category_gone(inputs)
});
/**
* | output |
* | --- |
* | "{name}, page {page}" |
*
* @param {Catalog_Category_Title_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_title_page = /** @type {((inputs: Catalog_Category_Title_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_Title_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_title_page(inputs)
	return __en.catalog_category_title_page(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name} at {site}." |
*
* @param {Catalog_Category_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_description = /** @type {((inputs: Catalog_Category_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_description(inputs)
	return __en.catalog_category_description(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name} by type" |
*
* @param {Catalog_Category_By_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_by_type = /** @type {((inputs: Catalog_Category_By_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_By_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_by_type(inputs)
	return __en.catalog_category_by_type(inputs)
});
/**
* | output |
* | --- |
* | "{name} products" |
*
* @param {Catalog_Category_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_products = /** @type {((inputs: Catalog_Category_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_products(inputs)
	return __en.catalog_category_products(inputs)
});
/**
* | output |
* | --- |
* | "There are no {name} here right now" |
*
* @param {Catalog_Category_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_title = /** @type {((inputs: Catalog_Category_Empty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_Empty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_empty_title(inputs)
	return __en.catalog_category_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "See all {name}" |
*
* @param {Catalog_Category_See_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_see_all = /** @type {((inputs: Catalog_Category_See_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_See_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_see_all(inputs)
	return __en.catalog_category_see_all(inputs)
});
/**
* | output |
* | --- |
* | "New pieces arrive every week. Check back soon, or try a nearby category." |
*
* @param {Catalog_Category_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_text = /** @type {((inputs?: Catalog_Category_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_empty_text(inputs)
	return __en.catalog_category_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "{site}: furniture for every Canadian home" |
*
* @param {Catalog_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_title = /** @type {((inputs: Catalog_Home_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_title(inputs)
	return __en.catalog_home_title(inputs)
});
/**
* | output |
* | --- |
* | "Better-than-new furniture for Canadian homes: subscribe monthly, finance, rent or buy outright, delivered and assembled in 15 cities." |
*
* @param {Catalog_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_description = /** @type {((inputs?: Catalog_Home_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_description(inputs)
	return __en.catalog_home_description(inputs)
});
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Catalog_Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_eyebrow = /** @type {((inputs?: Catalog_Home_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_eyebrow(inputs)
	return __en.catalog_home_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "Furniture for every Canadian home" |
*
* @param {Catalog_Home_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_title = /** @type {((inputs?: Catalog_Home_Hero_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Hero_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_hero_title(inputs)
	return __en.catalog_home_hero_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled by our own crew in fifteen cities from Vancouver to St. John's." |
*
* @param {Catalog_Home_Hero_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_lead = /** @type {((inputs?: Catalog_Home_Hero_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Hero_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_hero_lead(inputs)
	return __en.catalog_home_hero_lead(inputs)
});
/**
* | output |
* | --- |
* | "{name} in a furnished room" |
*
* @param {Catalog_Home_Hero_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_alt = /** @type {((inputs: Catalog_Home_Hero_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Hero_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_hero_alt(inputs)
	return __en.catalog_home_hero_alt(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name}" |
*
* @param {Catalog_Shop_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_category = /** @type {((inputs: Catalog_Shop_CategoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Shop_CategoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_shop_category(inputs)
	return __en.catalog_shop_category(inputs)
});
/**
* | output |
* | --- |
* | "Order free swatches" |
*
* @param {Catalog_Order_Free_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_order_free_swatches = /** @type {((inputs?: Catalog_Order_Free_SwatchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Order_Free_SwatchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_order_free_swatches(inputs)
	return __en.catalog_order_free_swatches(inputs)
});
/**
* | output |
* | --- |
* | "Featured furniture" |
*
* @param {Catalog_Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_featured = /** @type {((inputs?: Catalog_Home_FeaturedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_FeaturedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_featured(inputs)
	return __en.catalog_home_featured(inputs)
});
/**
* | output |
* | --- |
* | "Shop by room" |
*
* @param {Catalog_Shop_By_RoomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_by_room = /** @type {((inputs?: Catalog_Shop_By_RoomInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Shop_By_RoomInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_shop_by_room(inputs)
	return __en.catalog_shop_by_room(inputs)
});
/**
* | output |
* | --- |
* | "Real homes, real Canadians" |
*
* @param {Catalog_Home_GalleryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery = /** @type {((inputs?: Catalog_Home_GalleryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_GalleryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_gallery(inputs)
	return __en.catalog_home_gallery(inputs)
});
/**
* | output |
* | --- |
* | "Our furniture at home across the country. #LivePivot" |
*
* @param {Catalog_Home_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery_text = /** @type {((inputs?: Catalog_Home_Gallery_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Gallery_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_gallery_text(inputs)
	return __en.catalog_home_gallery_text(inputs)
});
/**
* | output |
* | --- |
* | "A customer’s room" |
*
* @param {Catalog_Home_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_photo_alt = /** @type {((inputs?: Catalog_Home_Photo_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Photo_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_photo_alt(inputs)
	return __en.catalog_home_photo_alt(inputs)
});
/**
* | output |
* | --- |
* | "your city" |
*
* @param {Catalog_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_your_city = /** @type {((inputs?: Catalog_Your_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Your_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_your_city(inputs)
	return __en.catalog_your_city(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Catalog_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale = /** @type {((inputs?: Catalog_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_final_sale(inputs)
	return __en.catalog_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Catalog_Way_To_Pay_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_way_to_pay_label = /** @type {((inputs?: Catalog_Way_To_Pay_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Way_To_Pay_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_way_to_pay_label(inputs)
	return __en.catalog_way_to_pay_label(inputs)
});
/**
* | output |
* | --- |
* | "This piece is sold as is at a final-sale price. Final-sale purchases can't be returned, exchanged or swapped." |
*
* @param {Catalog_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale_text = /** @type {((inputs?: Catalog_Final_Sale_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Final_Sale_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_final_sale_text(inputs)
	return __en.catalog_final_sale_text(inputs)
});
/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Catalog_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_add_to_cart = /** @type {((inputs?: Catalog_Add_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Add_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_add_to_cart(inputs)
	return __en.catalog_add_to_cart(inputs)
});
/**
* | output |
* | --- |
* | ", {term}-month minimum" |
*
* @param {Catalog_Price_Term_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_term_minimum = /** @type {((inputs: Catalog_Price_Term_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_Term_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_term_minimum(inputs)
	return __en.catalog_price_term_minimum(inputs)
});
/**
* | output |
* | --- |
* | "· or" |
*
* @param {Catalog_Price_OrInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or = /** @type {((inputs?: Catalog_Price_OrInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_OrInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_or(inputs)
	return __en.catalog_price_or(inputs)
});
/**
* | output |
* | --- |
* | "outright" |
*
* @param {Catalog_Price_OutrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_outright = /** @type {((inputs?: Catalog_Price_OutrightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_OutrightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_outright(inputs)
	return __en.catalog_price_outright(inputs)
});
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Catalog_Price_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or_from = /** @type {((inputs?: Catalog_Price_Or_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_Or_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_or_from(inputs)
	return __en.catalog_price_or_from(inputs)
});
/**
* | output |
* | --- |
* | "with {way}" |
*
* @param {Catalog_Price_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_with = /** @type {((inputs: Catalog_Price_WithInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_WithInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_with(inputs)
	return __en.catalog_price_with(inputs)
});
/**
* | output |
* | --- |
* | "Assembly not offered" |
*
* @param {Catalog_Assembly_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_not_offered = /** @type {((inputs?: Catalog_Assembly_Not_OfferedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_Not_OfferedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_not_offered(inputs)
	return __en.catalog_assembly_not_offered(inputs)
});
/**
* | output |
* | --- |
* | ": arrives ready to put together with the tools included." |
*
* @param {Catalog_Assembly_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_kit = /** @type {((inputs?: Catalog_Assembly_KitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_KitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_kit(inputs)
	return __en.catalog_assembly_kit(inputs)
});
/**
* | output |
* | --- |
* | "Assembly by our delivery crew:" |
*
* @param {Catalog_Assembly_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_fee = /** @type {((inputs?: Catalog_Assembly_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_fee(inputs)
	return __en.catalog_assembly_fee(inputs)
});
/**
* | output |
* | --- |
* | "Free assembly by our delivery crew" |
*
* @param {Catalog_Assembly_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_free = /** @type {((inputs?: Catalog_Assembly_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_free(inputs)
	return __en.catalog_assembly_free(inputs)
});
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Catalog_Facts_OverviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_overview = /** @type {((inputs?: Catalog_Facts_OverviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_OverviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_overview(inputs)
	return __en.catalog_facts_overview(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Catalog_Facts_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_details = /** @type {((inputs?: Catalog_Facts_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_details(inputs)
	return __en.catalog_facts_details(inputs)
});
/**
* | output |
* | --- |
* | "Materials" |
*
* @param {Catalog_Facts_MaterialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_materials = /** @type {((inputs?: Catalog_Facts_MaterialsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_MaterialsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_materials(inputs)
	return __en.catalog_facts_materials(inputs)
});
/**
* | output |
* | --- |
* | "Care" |
*
* @param {Catalog_Facts_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_care = /** @type {((inputs?: Catalog_Facts_CareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_CareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_care(inputs)
	return __en.catalog_facts_care(inputs)
});
/**
* | output |
* | --- |
* | "About the {name}" |
*
* @param {Catalog_Facts_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_about = /** @type {((inputs: Catalog_Facts_AboutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_AboutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_about(inputs)
	return __en.catalog_facts_about(inputs)
});
/**
* | output |
* | --- |
* | "Dimensions" |
*
* @param {Catalog_DimensionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimensions = /** @type {((inputs?: Catalog_DimensionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_DimensionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimensions(inputs)
	return __en.catalog_dimensions(inputs)
});
/**
* | output |
* | --- |
* | "{name}, front view with measurements" |
*
* @param {Catalog_Drawing_Front_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_front_alt = /** @type {((inputs: Catalog_Drawing_Front_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Drawing_Front_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_drawing_front_alt(inputs)
	return __en.catalog_drawing_front_alt(inputs)
});
/**
* | output |
* | --- |
* | "{name}, side view with measurements" |
*
* @param {Catalog_Drawing_Side_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_side_alt = /** @type {((inputs: Catalog_Drawing_Side_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Drawing_Side_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_drawing_side_alt(inputs)
	return __en.catalog_drawing_side_alt(inputs)
});
/**
* | output |
* | --- |
* | "Measurements" |
*
* @param {Catalog_MeasurementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measurements = /** @type {((inputs?: Catalog_MeasurementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_MeasurementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_measurements(inputs)
	return __en.catalog_measurements(inputs)
});
/**
* | output |
* | --- |
* | "Measure" |
*
* @param {Catalog_MeasureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measure = /** @type {((inputs?: Catalog_MeasureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_MeasureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_measure(inputs)
	return __en.catalog_measure(inputs)
});
/**
* | output |
* | --- |
* | "Metric" |
*
* @param {Catalog_MetricInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_metric = /** @type {((inputs?: Catalog_MetricInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_MetricInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_metric(inputs)
	return __en.catalog_metric(inputs)
});
/**
* | output |
* | --- |
* | "Imperial" |
*
* @param {Catalog_ImperialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_imperial = /** @type {((inputs?: Catalog_ImperialInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_ImperialInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_imperial(inputs)
	return __en.catalog_imperial(inputs)
});
/**
* | output |
* | --- |
* | "You may also like" |
*
* @param {Catalog_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_suggestions = /** @type {((inputs?: Catalog_SuggestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_SuggestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_suggestions(inputs)
	return __en.catalog_suggestions(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Catalog_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_from = /** @type {((inputs?: Catalog_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_from(inputs)
	return __en.catalog_from(inputs)
});
/**
* | output |
* | --- |
* | "Sorry - {name} is currently not available in your location." |
*
* @param {Catalog_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_title = /** @type {((inputs: Catalog_Unavailable_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_title(inputs)
	return __en.catalog_unavailable_title(inputs)
});
/**
* | output |
* | --- |
* | "{name} is not available here" |
*
* @param {Catalog_Unavailable_HeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_head = /** @type {((inputs: Catalog_Unavailable_HeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_HeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_head(inputs)
	return __en.catalog_unavailable_head(inputs)
});
/**
* | output |
* | --- |
* | "See other {name}" |
*
* @param {Catalog_Unavailable_See_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_see_other = /** @type {((inputs: Catalog_Unavailable_See_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_See_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_see_other(inputs)
	return __en.catalog_unavailable_see_other(inputs)
});
/**
* | output |
* | --- |
* | "Stock differs from city to city. Choose another city, or browse what we can deliver to you." |
*
* @param {Catalog_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_text = /** @type {((inputs?: Catalog_Unavailable_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_text(inputs)
	return __en.catalog_unavailable_text(inputs)
});
/**
* | output |
* | --- |
* | "Colour" |
*
* @param {Catalog_Listing_ColourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_colour = /** @type {((inputs?: Catalog_Listing_ColourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_ColourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_colour(inputs)
	return __en.catalog_listing_colour(inputs)
});
/**
* | output |
* | --- |
* | "No products" |
*
* @param {Catalog_Listing_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_none = /** @type {((inputs?: Catalog_Listing_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_none(inputs)
	return __en.catalog_listing_none(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} product" |
* | "other" | "{count} products" |
*
* @param {Catalog_Listing_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_count = /** @type {((inputs: Catalog_Listing_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_count(inputs)
	return __en.catalog_listing_count(inputs)
});
/**
* | output |
* | --- |
* | "Showing {first}-{last} of {total} products" |
*
* @param {Catalog_Listing_ShowingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_showing = /** @type {((inputs: Catalog_Listing_ShowingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_ShowingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_showing(inputs)
	return __en.catalog_listing_showing(inputs)
});
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Catalog_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_clear_filters = /** @type {((inputs?: Catalog_Clear_FiltersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Clear_FiltersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_clear_filters(inputs)
	return __en.catalog_clear_filters(inputs)
});
/**
* | output |
* | --- |
* | "Bestsellers only" |
*
* @param {Catalog_Bestsellers_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_bestsellers_only = /** @type {((inputs?: Catalog_Bestsellers_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Bestsellers_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_bestsellers_only(inputs)
	return __en.catalog_bestsellers_only(inputs)
});
/**
* | output |
* | --- |
* | "This page is past the end of the list" |
*
* @param {Catalog_Listing_Past_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_past_end = /** @type {((inputs?: Catalog_Listing_Past_EndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_Past_EndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_past_end(inputs)
	return __en.catalog_listing_past_end(inputs)
});
/**
* | output |
* | --- |
* | "Go to the first page" |
*
* @param {Catalog_Listing_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_first_page = /** @type {((inputs?: Catalog_Listing_First_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_First_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_first_page(inputs)
	return __en.catalog_listing_first_page(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "There is {count} page of products here." |
* | "other" | "There are {count} pages of products here." |
*
* @param {Catalog_Listing_Page_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_page_count = /** @type {((inputs: Catalog_Listing_Page_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_Page_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_page_count(inputs)
	return __en.catalog_listing_page_count(inputs)
});
/**
* | output |
* | --- |
* | "No products match these filters" |
*
* @param {Catalog_Listing_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match = /** @type {((inputs?: Catalog_Listing_No_MatchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_No_MatchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_no_match(inputs)
	return __en.catalog_listing_no_match(inputs)
});
/**
* | output |
* | --- |
* | "Try fewer colours, or clear the filters to see everything here." |
*
* @param {Catalog_Listing_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match_text = /** @type {((inputs?: Catalog_Listing_No_Match_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_No_Match_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_no_match_text(inputs)
	return __en.catalog_listing_no_match_text(inputs)
});
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Catalog_Listing_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_products = /** @type {((inputs?: Catalog_Listing_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_products(inputs)
	return __en.catalog_listing_products(inputs)
});
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Catalog_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_by = /** @type {((inputs?: Catalog_Sort_ByInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_ByInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_by(inputs)
	return __en.catalog_sort_by(inputs)
});
/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Catalog_Sort_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_featured = /** @type {((inputs?: Catalog_Sort_FeaturedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_FeaturedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_featured(inputs)
	return __en.catalog_sort_featured(inputs)
});
/**
* | output |
* | --- |
* | "Price: low to high" |
*
* @param {Catalog_Sort_Price_AscInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_asc = /** @type {((inputs?: Catalog_Sort_Price_AscInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_Price_AscInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_price_asc(inputs)
	return __en.catalog_sort_price_asc(inputs)
});
/**
* | output |
* | --- |
* | "Price: high to low" |
*
* @param {Catalog_Sort_Price_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_desc = /** @type {((inputs?: Catalog_Sort_Price_DescInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_Price_DescInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_price_desc(inputs)
	return __en.catalog_sort_price_desc(inputs)
});
/**
* | output |
* | --- |
* | "Name: A to Z" |
*
* @param {Catalog_Sort_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_name = /** @type {((inputs?: Catalog_Sort_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_name(inputs)
	return __en.catalog_sort_name(inputs)
});
/**
* | output |
* | --- |
* | "Not here" |
*
* @param {Catalog_Option_Not_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_not_here = /** @type {((inputs?: Catalog_Option_Not_HereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Option_Not_HereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_option_not_here(inputs)
	return __en.catalog_option_not_here(inputs)
});
/**
* | output |
* | --- |
* | "{name}, not available in your city" |
*
* @param {Catalog_Option_Unavailable_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable_label = /** @type {((inputs: Catalog_Option_Unavailable_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Option_Unavailable_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_option_unavailable_label(inputs)
	return __en.catalog_option_unavailable_label(inputs)
});
/**
* | output |
* | --- |
* | "{name} (not available in your city)" |
*
* @param {Catalog_Option_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable = /** @type {((inputs: Catalog_Option_UnavailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Option_UnavailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_option_unavailable(inputs)
	return __en.catalog_option_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Learn more" |
*
* @param {Catalog_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more = /** @type {((inputs?: Catalog_Learn_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Learn_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_learn_more(inputs)
	return __en.catalog_learn_more(inputs)
});
/**
* | output |
* | --- |
* | "Learn more: {name}" |
*
* @param {Catalog_Learn_More_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more_named = /** @type {((inputs: Catalog_Learn_More_NamedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Learn_More_NamedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_learn_more_named(inputs)
	return __en.catalog_learn_more_named(inputs)
});
/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Catalog_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews = /** @type {((inputs?: Catalog_ReviewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_ReviewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews(inputs)
	return __en.catalog_reviews(inputs)
});
/**
* | output |
* | --- |
* | "No reviews yet. Customers who have this piece can review it from their account." |
*
* @param {Catalog_Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_none = /** @type {((inputs?: Catalog_Reviews_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_none(inputs)
	return __en.catalog_reviews_none(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Catalog_Reviews_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_count = /** @type {((inputs: Catalog_Reviews_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_count(inputs)
	return __en.catalog_reviews_count(inputs)
});
/**
* | output |
* | --- |
* | "Reviews, newest first" |
*
* @param {Catalog_Reviews_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_list = /** @type {((inputs?: Catalog_Reviews_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_list(inputs)
	return __en.catalog_reviews_list(inputs)
});
/**
* | output |
* | --- |
* | "A customer" |
*
* @param {Catalog_Reviews_A_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_a_customer = /** @type {((inputs?: Catalog_Reviews_A_CustomerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_A_CustomerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_a_customer(inputs)
	return __en.catalog_reviews_a_customer(inputs)
});
/**
* | output |
* | --- |
* | "· Verified customer" |
*
* @param {Catalog_Reviews_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_verified = /** @type {((inputs?: Catalog_Reviews_VerifiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_VerifiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_verified(inputs)
	return __en.catalog_reviews_verified(inputs)
});
/**
* | output |
* | --- |
* | "Newer reviews" |
*
* @param {Catalog_Reviews_NewerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_newer = /** @type {((inputs?: Catalog_Reviews_NewerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_NewerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_newer(inputs)
	return __en.catalog_reviews_newer(inputs)
});
/**
* | output |
* | --- |
* | "Older reviews" |
*
* @param {Catalog_Reviews_OlderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_older = /** @type {((inputs?: Catalog_Reviews_OlderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_OlderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_older(inputs)
	return __en.catalog_reviews_older(inputs)
});
/**
* | output |
* | --- |
* | "Page {page} of {count}" |
*
* @param {Catalog_Reviews_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_page = /** @type {((inputs: Catalog_Reviews_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_page(inputs)
	return __en.catalog_reviews_page(inputs)
});
/**
* | output |
* | --- |
* | "Results for “{query}”" |
*
* @param {Catalog_Search_Results_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results_for = /** @type {((inputs: Catalog_Search_Results_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Results_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_results_for(inputs)
	return __en.catalog_search_results_for(inputs)
});
/**
* | output |
* | --- |
* | "Search: {query}" |
*
* @param {Catalog_Search_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_head_title = /** @type {((inputs: Catalog_Search_Head_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Head_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_head_title(inputs)
	return __en.catalog_search_head_title(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name} at {site}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Search_Tag_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_description = /** @type {((inputs: Catalog_Search_Tag_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Tag_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_tag_description(inputs)
	return __en.catalog_search_tag_description(inputs)
});
/**
* | output |
* | --- |
* | "Furniture matching “{query}” at {site}." |
*
* @param {Catalog_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_description = /** @type {((inputs: Catalog_Search_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_description(inputs)
	return __en.catalog_search_description(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Catalog_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search = /** @type {((inputs?: Catalog_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search(inputs)
	return __en.catalog_search(inputs)
});
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Catalog_Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results = /** @type {((inputs?: Catalog_Search_ResultsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_ResultsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_results(inputs)
	return __en.catalog_search_results(inputs)
});
/**
* | output |
* | --- |
* | "We have no {name} to show right now." |
*
* @param {Catalog_Search_Tag_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_empty = /** @type {((inputs: Catalog_Search_Tag_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Tag_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_tag_empty(inputs)
	return __en.catalog_search_tag_empty(inputs)
});
/**
* | output |
* | --- |
* | "Nothing matches “{query}”. Check the spelling, use fewer words, or try one of these." |
*
* @param {Catalog_Search_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_empty = /** @type {((inputs: Catalog_Search_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_empty(inputs)
	return __en.catalog_search_empty(inputs)
});
/**
* | output |
* | --- |
* | "No products found" |
*
* @param {Catalog_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_none = /** @type {((inputs?: Catalog_Search_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_none(inputs)
	return __en.catalog_search_none(inputs)
});
/**
* | output |
* | --- |
* | "Popular searches" |
*
* @param {Catalog_Search_PopularInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_popular = /** @type {((inputs?: Catalog_Search_PopularInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_PopularInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_popular(inputs)
	return __en.catalog_search_popular(inputs)
});
/**
* | output |
* | --- |
* | "Rooms" |
*
* @param {Catalog_Search_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_rooms = /** @type {((inputs?: Catalog_Search_RoomsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_RoomsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_rooms(inputs)
	return __en.catalog_search_rooms(inputs)
});
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Catalog_Tag_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sofas = /** @type {((inputs?: Catalog_Tag_SofasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_SofasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_sofas(inputs)
	return __en.catalog_tag_sofas(inputs)
});
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Catalog_Tag_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sectionals = /** @type {((inputs?: Catalog_Tag_SectionalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_SectionalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_sectionals(inputs)
	return __en.catalog_tag_sectionals(inputs)
});
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Catalog_Tag_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_lounge_chairs = /** @type {((inputs?: Catalog_Tag_Lounge_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Lounge_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_lounge_chairs(inputs)
	return __en.catalog_tag_lounge_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Catalog_Tag_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_loveseats = /** @type {((inputs?: Catalog_Tag_LoveseatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_LoveseatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_loveseats(inputs)
	return __en.catalog_tag_loveseats(inputs)
});
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Catalog_Tag_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_coffee_tables = /** @type {((inputs?: Catalog_Tag_Coffee_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Coffee_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_coffee_tables(inputs)
	return __en.catalog_tag_coffee_tables(inputs)
});
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Catalog_Tag_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_end_tables = /** @type {((inputs?: Catalog_Tag_End_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_End_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_end_tables(inputs)
	return __en.catalog_tag_end_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Catalog_Tag_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_tables = /** @type {((inputs?: Catalog_Tag_Dining_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Dining_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_dining_tables(inputs)
	return __en.catalog_tag_dining_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Catalog_Tag_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_chairs = /** @type {((inputs?: Catalog_Tag_Dining_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Dining_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_dining_chairs(inputs)
	return __en.catalog_tag_dining_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Catalog_Tag_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_beds = /** @type {((inputs?: Catalog_Tag_BedsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_BedsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_beds(inputs)
	return __en.catalog_tag_beds(inputs)
});
/**
* | output |
* | --- |
* | "Free fabric swatches" |
*
* @param {Catalog_Swatches_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_title = /** @type {((inputs?: Catalog_Swatches_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_title(inputs)
	return __en.catalog_swatches_title(inputs)
});
/**
* | output |
* | --- |
* | "Order up to 10 free fabric swatches, mailed anywhere in Canada, and see our colours in your own light before you choose." |
*
* @param {Catalog_Swatches_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_description = /** @type {((inputs?: Catalog_Swatches_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_description(inputs)
	return __en.catalog_swatches_description(inputs)
});
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Catalog_Swatches_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_breadcrumb = /** @type {((inputs?: Catalog_Swatches_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_breadcrumb(inputs)
	return __en.catalog_swatches_breadcrumb(inputs)
});
/**
* | output |
* | --- |
* | "See and feel our fabrics in your own light before you choose. Pick up to {max} swatches and we'll mail them free, anywhere in Canada, within 5 business days." |
*
* @param {Catalog_Swatches_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_intro = /** @type {((inputs: Catalog_Swatches_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_intro(inputs)
	return __en.catalog_swatches_intro(inputs)
});
/**
* | output |
* | --- |
* | "Order fabric swatches" |
*
* @param {Catalog_Swatches_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_form = /** @type {((inputs?: Catalog_Swatches_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_form(inputs)
	return __en.catalog_swatches_form(inputs)
});
/**
* | output |
* | --- |
* | "Where should we send them?" |
*
* @param {Catalog_Swatches_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_where = /** @type {((inputs?: Catalog_Swatches_WhereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_WhereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_where(inputs)
	return __en.catalog_swatches_where(inputs)
});
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Catalog_Swatches_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full_name = /** @type {((inputs?: Catalog_Swatches_Full_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Full_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_full_name(inputs)
	return __en.catalog_swatches_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Catalog_Swatches_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email = /** @type {((inputs?: Catalog_Swatches_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_email(inputs)
	return __en.catalog_swatches_email(inputs)
});
/**
* | output |
* | --- |
* | "We use it only if there is a question about your swatches." |
*
* @param {Catalog_Swatches_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email_hint = /** @type {((inputs?: Catalog_Swatches_Email_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Email_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_email_hint(inputs)
	return __en.catalog_swatches_email_hint(inputs)
});
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Catalog_Swatches_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_phone = /** @type {((inputs?: Catalog_Swatches_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_phone(inputs)
	return __en.catalog_swatches_phone(inputs)
});
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Catalog_Swatches_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_street = /** @type {((inputs?: Catalog_Swatches_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_street(inputs)
	return __en.catalog_swatches_street(inputs)
});
/**
* | output |
* | --- |
* | "Unit or apartment (optional)" |
*
* @param {Catalog_Swatches_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_unit = /** @type {((inputs?: Catalog_Swatches_UnitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_UnitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_unit(inputs)
	return __en.catalog_swatches_unit(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Catalog_Swatches_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_city = /** @type {((inputs?: Catalog_Swatches_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_city(inputs)
	return __en.catalog_swatches_city(inputs)
});
/**
* | output |
* | --- |
* | "Province or territory" |
*
* @param {Catalog_Swatches_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_province = /** @type {((inputs?: Catalog_Swatches_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_province(inputs)
	return __en.catalog_swatches_province(inputs)
});
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Catalog_Swatches_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_code = /** @type {((inputs?: Catalog_Swatches_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_postal_code(inputs)
	return __en.catalog_swatches_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Like K1A 0B1" |
*
* @param {Catalog_Swatches_Postal_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_hint = /** @type {((inputs?: Catalog_Swatches_Postal_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Postal_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_postal_hint(inputs)
	return __en.catalog_swatches_postal_hint(inputs)
});
/**
* | output |
* | --- |
* | "Country: Canada. We mail swatches within Canada only." |
*
* @param {Catalog_Swatches_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_country = /** @type {((inputs?: Catalog_Swatches_CountryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_CountryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_country(inputs)
	return __en.catalog_swatches_country(inputs)
});
/**
* | output |
* | --- |
* | "Your order didn't go through" |
*
* @param {Catalog_Swatches_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed = /** @type {((inputs?: Catalog_Swatches_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_failed(inputs)
	return __en.catalog_swatches_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your choices and address are still here; try again in a moment." |
*
* @param {Catalog_Swatches_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed_text = /** @type {((inputs?: Catalog_Swatches_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_failed_text(inputs)
	return __en.catalog_swatches_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Sending your order" |
*
* @param {Catalog_Swatches_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_sending = /** @type {((inputs?: Catalog_Swatches_SendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_SendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_sending(inputs)
	return __en.catalog_swatches_sending(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Order {count} free swatch" |
* | "other" | "Order {count} free swatches" |
*
* @param {Catalog_Swatches_Order_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_count = /** @type {((inputs: Catalog_Swatches_Order_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Order_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_order_count(inputs)
	return __en.catalog_swatches_order_count(inputs)
});
/**
* | output |
* | --- |
* | "Choose your fabrics" |
*
* @param {Catalog_Swatches_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_choose = /** @type {((inputs?: Catalog_Swatches_ChooseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_ChooseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_choose(inputs)
	return __en.catalog_swatches_choose(inputs)
});
/**
* | output |
* | --- |
* | "{count} of {max} chosen" |
*
* @param {Catalog_Swatches_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_chosen = /** @type {((inputs: Catalog_Swatches_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_chosen(inputs)
	return __en.catalog_swatches_chosen(inputs)
});
/**
* | output |
* | --- |
* | ". That is the most for one order." |
*
* @param {Catalog_Swatches_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full = /** @type {((inputs?: Catalog_Swatches_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_full(inputs)
	return __en.catalog_swatches_full(inputs)
});
/**
* | output |
* | --- |
* | "Other fabrics" |
*
* @param {Catalog_Swatches_Other_FabricsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_other_fabrics = /** @type {((inputs?: Catalog_Swatches_Other_FabricsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Other_FabricsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_other_fabrics(inputs)
	return __en.catalog_swatches_other_fabrics(inputs)
});
/**
* | output |
* | --- |
* | "Your swatches are on their way" |
*
* @param {Catalog_Swatches_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_placed = /** @type {((inputs?: Catalog_Swatches_PlacedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_PlacedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_placed(inputs)
	return __en.catalog_swatches_placed(inputs)
});
/**
* | output |
* | --- |
* | "Keep shopping" |
*
* @param {Catalog_Keep_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_keep_shopping = /** @type {((inputs?: Catalog_Keep_ShoppingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Keep_ShoppingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_keep_shopping(inputs)
	return __en.catalog_keep_shopping(inputs)
});
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Catalog_Swatches_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_number = /** @type {((inputs?: Catalog_Swatches_Order_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Order_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_order_number(inputs)
	return __en.catalog_swatches_order_number(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "We're mailing {count} swatch within 5 business days. Keep the order number: quote it if you call us about them." |
* | "other" | "We're mailing {count} swatches within 5 business days. Keep the order number: quote it if you call us about them." |
*
* @param {Catalog_Swatches_MailingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_mailing = /** @type {((inputs: Catalog_Swatches_MailingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_MailingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_mailing(inputs)
	return __en.catalog_swatches_mailing(inputs)
});
/**
* | output |
* | --- |
* | "Enter your full name." |
*
* @param {Catalog_Error_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name = /** @type {((inputs?: Catalog_Error_Full_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Full_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_full_name(inputs)
	return __en.catalog_error_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter a name of at most 100 characters." |
*
* @param {Catalog_Error_Full_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name_long = /** @type {((inputs?: Catalog_Error_Full_Name_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Full_Name_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_full_name_long(inputs)
	return __en.catalog_error_full_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Catalog_Error_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email = /** @type {((inputs?: Catalog_Error_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_email(inputs)
	return __en.catalog_error_email(inputs)
});
/**
* | output |
* | --- |
* | "Enter an email address like name@example.ca." |
*
* @param {Catalog_Error_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email_invalid = /** @type {((inputs?: Catalog_Error_Email_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Email_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_email_invalid(inputs)
	return __en.catalog_error_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter your phone number." |
*
* @param {Catalog_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone = /** @type {((inputs?: Catalog_Error_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_phone(inputs)
	return __en.catalog_error_phone(inputs)
});
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0123." |
*
* @param {Catalog_Error_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone_invalid = /** @type {((inputs?: Catalog_Error_Phone_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Phone_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_phone_invalid(inputs)
	return __en.catalog_error_phone_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter your street address." |
*
* @param {Catalog_Error_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street = /** @type {((inputs?: Catalog_Error_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_street(inputs)
	return __en.catalog_error_street(inputs)
});
/**
* | output |
* | --- |
* | "Enter a street address of at most 200 characters." |
*
* @param {Catalog_Error_Street_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street_long = /** @type {((inputs?: Catalog_Error_Street_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Street_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_street_long(inputs)
	return __en.catalog_error_street_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter a unit number of at most 20 characters." |
*
* @param {Catalog_Error_Unit_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_unit_long = /** @type {((inputs?: Catalog_Error_Unit_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Unit_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_unit_long(inputs)
	return __en.catalog_error_unit_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter your city." |
*
* @param {Catalog_Error_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city = /** @type {((inputs?: Catalog_Error_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_city(inputs)
	return __en.catalog_error_city(inputs)
});
/**
* | output |
* | --- |
* | "Enter a city of at most 100 characters." |
*
* @param {Catalog_Error_City_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city_long = /** @type {((inputs?: Catalog_Error_City_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_City_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_city_long(inputs)
	return __en.catalog_error_city_long(inputs)
});
/**
* | output |
* | --- |
* | "Choose your province or territory." |
*
* @param {Catalog_Error_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_province = /** @type {((inputs?: Catalog_Error_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_province(inputs)
	return __en.catalog_error_province(inputs)
});
/**
* | output |
* | --- |
* | "Enter your postal code." |
*
* @param {Catalog_Error_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code = /** @type {((inputs?: Catalog_Error_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_postal_code(inputs)
	return __en.catalog_error_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter a Canadian postal code, like K1A 0B1." |
*
* @param {Catalog_Error_Postal_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_invalid = /** @type {((inputs?: Catalog_Error_Postal_Code_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Postal_Code_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_postal_code_invalid(inputs)
	return __en.catalog_error_postal_code_invalid(inputs)
});
/**
* | output |
* | --- |
* | "{postal} is not a postal code in {province}. Check the postal code or the province." |
*
* @param {Catalog_Error_Postal_Code_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_province = /** @type {((inputs: Catalog_Error_Postal_Code_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Postal_Code_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_postal_code_province(inputs)
	return __en.catalog_error_postal_code_province(inputs)
});
/**
* | output |
* | --- |
* | "Choose at least one swatch." |
*
* @param {Catalog_Error_Swatches_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_none = /** @type {((inputs?: Catalog_Error_Swatches_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Swatches_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_swatches_none(inputs)
	return __en.catalog_error_swatches_none(inputs)
});
/**
* | output |
* | --- |
* | "Choose at most {max} swatches per order." |
*
* @param {Catalog_Error_Swatches_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_many = /** @type {((inputs: Catalog_Error_Swatches_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Swatches_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_swatches_many(inputs)
	return __en.catalog_error_swatches_many(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {count} days" |
*
* @param {Catalog_Delivers_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_days = /** @type {((inputs: Catalog_Delivers_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_days(inputs)
	return __en.catalog_delivers_days(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {count} weeks" |
*
* @param {Catalog_Delivers_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_weeks = /** @type {((inputs: Catalog_Delivers_WeeksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_WeeksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_weeks(inputs)
	return __en.catalog_delivers_weeks(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} days" |
*
* @param {Catalog_Delivers_Range_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_days = /** @type {((inputs: Catalog_Delivers_Range_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_Range_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_range_days(inputs)
	return __en.catalog_delivers_range_days(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} weeks" |
*
* @param {Catalog_Delivers_Range_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_weeks = /** @type {((inputs: Catalog_Delivers_Range_WeeksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_Range_WeeksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_range_weeks(inputs)
	return __en.catalog_delivers_range_weeks(inputs)
});
/**
* | output |
* | --- |
* | "Only {count} left" |
*
* @param {Catalog_Stock_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_only_left = /** @type {((inputs: Catalog_Stock_Only_LeftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_Only_LeftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_only_left(inputs)
	return __en.catalog_stock_only_left(inputs)
});
/**
* | output |
* | --- |
* | "In stock" |
*
* @param {Catalog_Stock_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_in = /** @type {((inputs?: Catalog_Stock_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_in(inputs)
	return __en.catalog_stock_in(inputs)
});
/**
* | output |
* | --- |
* | "In stock from {date}" |
*
* @param {Catalog_Stock_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_from = /** @type {((inputs: Catalog_Stock_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_from(inputs)
	return __en.catalog_stock_from(inputs)
});
/**
* | output |
* | --- |
* | "Made to order" |
*
* @param {Catalog_Stock_Made_To_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_made_to_order = /** @type {((inputs?: Catalog_Stock_Made_To_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_Made_To_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_made_to_order(inputs)
	return __en.catalog_stock_made_to_order(inputs)
});
/**
* | output |
* | --- |
* | "Out of stock in {city}" |
*
* @param {Catalog_Stock_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_out = /** @type {((inputs: Catalog_Stock_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_out(inputs)
	return __en.catalog_stock_out(inputs)
});
/**
* | output |
* | --- |
* | "Width" |
*
* @param {Catalog_Dimension_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_width = /** @type {((inputs?: Catalog_Dimension_WidthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_WidthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_width(inputs)
	return __en.catalog_dimension_width(inputs)
});
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catalog_Dimension_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_depth = /** @type {((inputs?: Catalog_Dimension_DepthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_DepthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_depth(inputs)
	return __en.catalog_dimension_depth(inputs)
});
/**
* | output |
* | --- |
* | "Height" |
*
* @param {Catalog_Dimension_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_height = /** @type {((inputs?: Catalog_Dimension_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_height(inputs)
	return __en.catalog_dimension_height(inputs)
});
/**
* | output |
* | --- |
* | "Seat height" |
*
* @param {Catalog_Dimension_Seat_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_height = /** @type {((inputs?: Catalog_Dimension_Seat_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Seat_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_seat_height(inputs)
	return __en.catalog_dimension_seat_height(inputs)
});
/**
* | output |
* | --- |
* | "Seat depth" |
*
* @param {Catalog_Dimension_Seat_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_depth = /** @type {((inputs?: Catalog_Dimension_Seat_DepthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Seat_DepthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_seat_depth(inputs)
	return __en.catalog_dimension_seat_depth(inputs)
});
/**
* | output |
* | --- |
* | "Arm height" |
*
* @param {Catalog_Dimension_Arm_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_height = /** @type {((inputs?: Catalog_Dimension_Arm_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Arm_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_arm_height(inputs)
	return __en.catalog_dimension_arm_height(inputs)
});
/**
* | output |
* | --- |
* | "Arm width" |
*
* @param {Catalog_Dimension_Arm_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_width = /** @type {((inputs?: Catalog_Dimension_Arm_WidthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Arm_WidthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_arm_width(inputs)
	return __en.catalog_dimension_arm_width(inputs)
});
/**
* | output |
* | --- |
* | "Leg height" |
*
* @param {Catalog_Dimension_Leg_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_leg_height = /** @type {((inputs?: Catalog_Dimension_Leg_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Leg_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_leg_height(inputs)
	return __en.catalog_dimension_leg_height(inputs)
});
/**
* | output |
* | --- |
* | "Pile thickness" |
*
* @param {Catalog_Dimension_Pile_ThicknessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_pile_thickness = /** @type {((inputs?: Catalog_Dimension_Pile_ThicknessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Pile_ThicknessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_pile_thickness(inputs)
	return __en.catalog_dimension_pile_thickness(inputs)
});
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catalog_Dimension_WeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_weight = /** @type {((inputs?: Catalog_Dimension_WeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_WeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_weight(inputs)
	return __en.catalog_dimension_weight(inputs)
});
/**
* | output |
* | --- |
* | "{value} in" |
*
* @param {Catalog_Unit_InchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unit_inches = /** @type {((inputs: Catalog_Unit_InchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unit_InchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unit_inches(inputs)
	return __en.catalog_unit_inches(inputs)
});
/**
* | output |
* | --- |
* | "{name}: front view with dimensions" |
*
* @param {Catalog_Picture_FrontInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_front = /** @type {((inputs: Catalog_Picture_FrontInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Picture_FrontInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_picture_front(inputs)
	return __en.catalog_picture_front(inputs)
});
/**
* | output |
* | --- |
* | "{name}: side view with dimensions" |
*
* @param {Catalog_Picture_SideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_side = /** @type {((inputs: Catalog_Picture_SideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Picture_SideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_picture_side(inputs)
	return __en.catalog_picture_side(inputs)
});
/**
* | output |
* | --- |
* | "{name}: picture {number} of {count}" |
*
* @param {Catalog_Images_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_title = /** @type {((inputs: Catalog_Images_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Images_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_images_title(inputs)
	return __en.catalog_images_title(inputs)
});
/**
* | output |
* | --- |
* | "Pictures of the {name}." |
*
* @param {Catalog_Images_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_description = /** @type {((inputs: Catalog_Images_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Images_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_images_description(inputs)
	return __en.catalog_images_description(inputs)
});
/**
* | output |
* | --- |
* | "Close and go back to {name}" |
*
* @param {Catalog_Images_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_close = /** @type {((inputs: Catalog_Images_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Images_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_images_close(inputs)
	return __en.catalog_images_close(inputs)
});
/**
* | output |
* | --- |
* | "{name} by {maker}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_description = /** @type {((inputs: Catalog_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_head_description(inputs)
	return __en.catalog_head_description(inputs)
});
/**
* | output |
* | --- |
* | "{name} in {color}" |
*
* @param {Catalog_Head_Title_ColorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_title_color = /** @type {((inputs: Catalog_Head_Title_ColorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Head_Title_ColorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_head_title_color(inputs)
	return __en.catalog_head_title_color(inputs)
});
/**
* | output |
* | --- |
* | "Finance" |
*
* @param {Catalog_Pay_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance = /** @type {((inputs?: Catalog_Pay_FinanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_FinanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_finance(inputs)
	return __en.catalog_pay_finance(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: finance" |
*
* @param {Catalog_Pay_Final_Sale_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_finance = /** @type {((inputs?: Catalog_Pay_Final_Sale_FinanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Final_Sale_FinanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_final_sale_finance(inputs)
	return __en.catalog_pay_final_sale_finance(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Catalog_Pay_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe = /** @type {((inputs?: Catalog_Pay_SubscribeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_SubscribeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe(inputs)
	return __en.catalog_pay_subscribe(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe (short term)" |
*
* @param {Catalog_Pay_Subscribe_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_short = /** @type {((inputs?: Catalog_Pay_Subscribe_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Subscribe_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe_short(inputs)
	return __en.catalog_pay_subscribe_short(inputs)
});
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Catalog_Pay_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent = /** @type {((inputs?: Catalog_Pay_RentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_RentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_rent(inputs)
	return __en.catalog_pay_rent(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright" |
*
* @param {Catalog_Pay_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy = /** @type {((inputs?: Catalog_Pay_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy(inputs)
	return __en.catalog_pay_buy(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: buy outright" |
*
* @param {Catalog_Pay_Final_Sale_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy = /** @type {((inputs?: Catalog_Pay_Final_Sale_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Final_Sale_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_final_sale_buy(inputs)
	return __en.catalog_pay_final_sale_buy(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright (classic)" |
*
* @param {Catalog_Pay_Buy_ClassicInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_classic = /** @type {((inputs?: Catalog_Pay_Buy_ClassicInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Buy_ClassicInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy_classic(inputs)
	return __en.catalog_pay_buy_classic(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright (v2)" |
*
* @param {Catalog_Pay_Buy_V2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_v2 = /** @type {((inputs?: Catalog_Pay_Buy_V2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Buy_V2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy_v2(inputs)
	return __en.catalog_pay_buy_v2(inputs)
});
/**
* | output |
* | --- |
* | "{title} over {term} months" |
*
* @param {Catalog_Pay_Over_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_over_term = /** @type {((inputs: Catalog_Pay_Over_TermInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Over_TermInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_over_term(inputs)
	return __en.catalog_pay_over_term(inputs)
});
/**
* | output |
* | --- |
* | "{term} monthly payments, then it's yours to keep" |
*
* @param {Catalog_Pay_Finance_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance_detail = /** @type {((inputs: Catalog_Pay_Finance_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Finance_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_finance_detail(inputs)
	return __en.catalog_pay_finance_detail(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Monthly, yours after {count} payments" |
* | "other" | "Monthly, yours after {count} payments" |
*
* @param {Catalog_Pay_Subscribe_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_detail = /** @type {((inputs: Catalog_Pay_Subscribe_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Subscribe_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe_detail(inputs)
	return __en.catalog_pay_subscribe_detail(inputs)
});
/**
* | output |
* | --- |
* | "{term}-month minimum subscription" |
*
* @param {Catalog_Pay_Subscribe_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_minimum = /** @type {((inputs: Catalog_Pay_Subscribe_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Subscribe_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe_minimum(inputs)
	return __en.catalog_pay_subscribe_minimum(inputs)
});
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Catalog_Pay_Rent_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent_detail = /** @type {((inputs?: Catalog_Pay_Rent_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Rent_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_rent_detail(inputs)
	return __en.catalog_pay_rent_detail(inputs)
});
/**
* | output |
* | --- |
* | "One payment; final sale, no returns" |
*
* @param {Catalog_Pay_Final_Sale_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy_detail = /** @type {((inputs?: Catalog_Pay_Final_Sale_Buy_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Final_Sale_Buy_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_final_sale_buy_detail(inputs)
	return __en.catalog_pay_final_sale_buy_detail(inputs)
});
/**
* | output |
* | --- |
* | "One payment, yours to keep" |
*
* @param {Catalog_Pay_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_detail = /** @type {((inputs?: Catalog_Pay_Buy_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Buy_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy_detail(inputs)
	return __en.catalog_pay_buy_detail(inputs)
});
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Catalog_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ab = /** @type {((inputs?: Catalog_Province_AbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_AbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_ab(inputs)
	return __en.catalog_province_ab(inputs)
});
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Catalog_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_bc = /** @type {((inputs?: Catalog_Province_BcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_BcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_bc(inputs)
	return __en.catalog_province_bc(inputs)
});
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Catalog_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_mb = /** @type {((inputs?: Catalog_Province_MbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_MbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_mb(inputs)
	return __en.catalog_province_mb(inputs)
});
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Catalog_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nb = /** @type {((inputs?: Catalog_Province_NbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nb(inputs)
	return __en.catalog_province_nb(inputs)
});
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Catalog_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nl = /** @type {((inputs?: Catalog_Province_NlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nl(inputs)
	return __en.catalog_province_nl(inputs)
});
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Catalog_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ns = /** @type {((inputs?: Catalog_Province_NsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_ns(inputs)
	return __en.catalog_province_ns(inputs)
});
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Catalog_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nt = /** @type {((inputs?: Catalog_Province_NtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nt(inputs)
	return __en.catalog_province_nt(inputs)
});
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Catalog_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nu = /** @type {((inputs?: Catalog_Province_NuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nu(inputs)
	return __en.catalog_province_nu(inputs)
});
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Catalog_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_on = /** @type {((inputs?: Catalog_Province_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_on(inputs)
	return __en.catalog_province_on(inputs)
});
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Catalog_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_pe = /** @type {((inputs?: Catalog_Province_PeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_PeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_pe(inputs)
	return __en.catalog_province_pe(inputs)
});
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Catalog_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_qc = /** @type {((inputs?: Catalog_Province_QcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_QcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_qc(inputs)
	return __en.catalog_province_qc(inputs)
});
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Catalog_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_sk = /** @type {((inputs?: Catalog_Province_SkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_SkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_sk(inputs)
	return __en.catalog_province_sk(inputs)
});
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Catalog_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_yt = /** @type {((inputs?: Catalog_Province_YtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_YtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_yt(inputs)
	return __en.catalog_province_yt(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Flows_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_my_account = /** @type {((inputs?: Flows_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_my_account(inputs)
	return __en.flows_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Flows_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_receipts = /** @type {((inputs?: Flows_ReceiptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_ReceiptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_receipts(inputs)
	return __en.flows_receipts(inputs)
});
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Flows_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_contact_us = /** @type {((inputs?: Flows_Contact_UsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Contact_UsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_contact_us(inputs)
	return __en.flows_contact_us(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Flows_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_try_again = /** @type {((inputs?: Flows_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_try_again(inputs)
	return __en.flows_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Flows_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_loading = /** @type {((inputs?: Flows_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_loading(inputs)
	return __en.flows_loading(inputs)
});
/**
* | output |
* | --- |
* | "View the receipt" |
*
* @param {Flows_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_view_receipt = /** @type {((inputs?: Flows_View_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_View_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_view_receipt(inputs)
	return __en.flows_view_receipt(inputs)
});
/**
* | output |
* | --- |
* | "Checking the card" |
*
* @param {Flows_Checking_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_checking_card = /** @type {((inputs?: Flows_Checking_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Checking_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_checking_card(inputs)
	return __en.flows_checking_card(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Flows_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_something_wrong = /** @type {((inputs?: Flows_Something_WrongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Something_WrongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_something_wrong(inputs)
	return __en.flows_something_wrong(inputs)
});
/**
* | output |
* | --- |
* | "Buy out your furniture" |
*
* @param {Flows_Buyout_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_title = /** @type {((inputs?: Flows_Buyout_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_title(inputs)
	return __en.flows_buyout_title(inputs)
});
/**
* | output |
* | --- |
* | "Pay for your buyout" |
*
* @param {Flows_Buyout_Pay_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_title = /** @type {((inputs?: Flows_Buyout_Pay_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Pay_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_pay_title(inputs)
	return __en.flows_buyout_pay_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Flows_Buyout_Kind_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_kind_subscription = /** @type {((inputs?: Flows_Buyout_Kind_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Kind_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_kind_subscription(inputs)
	return __en.flows_buyout_kind_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Financing" |
*
* @param {Flows_Buyout_Kind_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_kind_financing = /** @type {((inputs?: Flows_Buyout_Kind_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Kind_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_kind_financing(inputs)
	return __en.flows_buyout_kind_financing(inputs)
});
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Flows_Buyout_Kind_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_kind_rental = /** @type {((inputs?: Flows_Buyout_Kind_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Kind_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_kind_rental(inputs)
	return __en.flows_buyout_kind_rental(inputs)
});
/**
* | output |
* | --- |
* | "Now {charge}; billing stops once it is yours" |
*
* @param {Flows_Buyout_Monthly_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_monthly_now = /** @type {((inputs: Flows_Buyout_Monthly_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Monthly_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_monthly_now(inputs)
	return __en.flows_buyout_monthly_now(inputs)
});
/**
* | output |
* | --- |
* | "Pay the overdue balance" |
*
* @param {Flows_Buyout_Pay_OverdueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_overdue = /** @type {((inputs?: Flows_Buyout_Pay_OverdueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Pay_OverdueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_pay_overdue(inputs)
	return __en.flows_buyout_pay_overdue(inputs)
});
/**
* | output |
* | --- |
* | "+ {fee} fee" |
*
* @param {Flows_Buyout_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_fee = /** @type {((inputs: Flows_Buyout_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_fee(inputs)
	return __en.flows_buyout_fee(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Buyout of {count} item" |
* | "other" | "Buyout of {count} items" |
*
* @param {Flows_Buyout_Quote_SubtotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_quote_subtotal = /** @type {((inputs: Flows_Buyout_Quote_SubtotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Quote_SubtotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_quote_subtotal(inputs)
	return __en.flows_buyout_quote_subtotal(inputs)
});
/**
* | output |
* | --- |
* | "Total charged today" |
*
* @param {Flows_Buyout_Total_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_total_today = /** @type {((inputs?: Flows_Buyout_Total_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Total_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_total_today(inputs)
	return __en.flows_buyout_total_today(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item" |
* | "other" | "{count} items" |
*
* @param {Flows_Buyout_Items_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_items_count = /** @type {((inputs: Flows_Buyout_Items_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Items_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_items_count(inputs)
	return __en.flows_buyout_items_count(inputs)
});
/**
* | output |
* | --- |
* | "Keep what you love: pay the rest of its value once, and it is yours. What you have paid counts toward the price; monthly billing of the item stops at once." |
*
* @param {Flows_Buyout_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_intro = /** @type {((inputs?: Flows_Buyout_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_intro(inputs)
	return __en.flows_buyout_intro(inputs)
});
/**
* | output |
* | --- |
* | "Items you can buy out" |
*
* @param {Flows_Buyout_Items_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_items_legend = /** @type {((inputs?: Flows_Buyout_Items_LegendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Items_LegendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_items_legend(inputs)
	return __en.flows_buyout_items_legend(inputs)
});
/**
* | output |
* | --- |
* | "The next step shows the total with the sales tax of the item's province before you pay." |
*
* @param {Flows_Buyout_Next_Step_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_next_step_tax = /** @type {((inputs?: Flows_Buyout_Next_Step_TaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Next_Step_TaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_next_step_tax(inputs)
	return __en.flows_buyout_next_step_tax(inputs)
});
/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Flows_Buyout_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_continue = /** @type {((inputs?: Flows_Buyout_ContinueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_ContinueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_continue(inputs)
	return __en.flows_buyout_continue(inputs)
});
/**
* | output |
* | --- |
* | "Choose at least one item to continue." |
*
* @param {Flows_Buyout_Continue_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_continue_hint = /** @type {((inputs?: Flows_Buyout_Continue_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Continue_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_continue_hint(inputs)
	return __en.flows_buyout_continue_hint(inputs)
});
/**
* | output |
* | --- |
* | "Choose at least one item to buy out." |
*
* @param {Flows_Buyout_Nothing_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_nothing_chosen = /** @type {((inputs?: Flows_Buyout_Nothing_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Nothing_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_nothing_chosen(inputs)
	return __en.flows_buyout_nothing_chosen(inputs)
});
/**
* | output |
* | --- |
* | "Items to buy out" |
*
* @param {Flows_Buyout_Items_To_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_items_to_buy = /** @type {((inputs?: Flows_Buyout_Items_To_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Items_To_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_items_to_buy(inputs)
	return __en.flows_buyout_items_to_buy(inputs)
});
/**
* | output |
* | --- |
* | "Working out the total with tax" |
*
* @param {Flows_Buyout_QuotingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_quoting = /** @type {((inputs?: Flows_Buyout_QuotingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_QuotingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_quoting(inputs)
	return __en.flows_buyout_quoting(inputs)
});
/**
* | output |
* | --- |
* | "We could not price this buyout" |
*
* @param {Flows_Buyout_Quote_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_quote_failed = /** @type {((inputs?: Flows_Buyout_Quote_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Quote_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_quote_failed(inputs)
	return __en.flows_buyout_quote_failed(inputs)
});
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Flows_Buyout_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_with = /** @type {((inputs?: Flows_Buyout_Pay_WithInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Pay_WithInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_pay_with(inputs)
	return __en.flows_buyout_pay_with(inputs)
});
/**
* | output |
* | --- |
* | "Paying" |
*
* @param {Flows_Buyout_PayingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paying = /** @type {((inputs?: Flows_Buyout_PayingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_PayingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_paying(inputs)
	return __en.flows_buyout_paying(inputs)
});
/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Flows_Buyout_Pay_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_amount = /** @type {((inputs: Flows_Buyout_Pay_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Pay_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_pay_amount(inputs)
	return __en.flows_buyout_pay_amount(inputs)
});
/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Flows_Buyout_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay = /** @type {((inputs?: Flows_Buyout_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_pay(inputs)
	return __en.flows_buyout_pay(inputs)
});
/**
* | output |
* | --- |
* | "Change items" |
*
* @param {Flows_Buyout_Change_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_change_items = /** @type {((inputs?: Flows_Buyout_Change_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Change_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_change_items(inputs)
	return __en.flows_buyout_change_items(inputs)
});
/**
* | output |
* | --- |
* | "We could not load your items" |
*
* @param {Flows_Buyout_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_load_failed = /** @type {((inputs?: Flows_Buyout_Load_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Load_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_load_failed(inputs)
	return __en.flows_buyout_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "You have nothing to buy out right now. Subscriptions, financing and rentals can be bought out once delivered; final-sale and repaired items cannot." |
*
* @param {Flows_Buyout_Nothing_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_nothing_intro = /** @type {((inputs?: Flows_Buyout_Nothing_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Nothing_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_nothing_intro(inputs)
	return __en.flows_buyout_nothing_intro(inputs)
});
/**
* | output |
* | --- |
* | "Back to My Account" |
*
* @param {Flows_Buyout_Back_To_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_back_to_account = /** @type {((inputs?: Flows_Buyout_Back_To_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Back_To_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_back_to_account(inputs)
	return __en.flows_buyout_back_to_account(inputs)
});
/**
* | output |
* | --- |
* | "It's yours" |
*
* @param {Flows_Buyout_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_title = /** @type {((inputs?: Flows_Buyout_Paid_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Paid_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_paid_title(inputs)
	return __en.flows_buyout_paid_title(inputs)
});
/**
* | output |
* | --- |
* | "We charged" |
*
* @param {Flows_Buyout_Paid_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_charged = /** @type {((inputs?: Flows_Buyout_Paid_ChargedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Paid_ChargedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_paid_charged(inputs)
	return __en.flows_buyout_paid_charged(inputs)
});
/**
* | output |
* | --- |
* | "for buyout" |
*
* @param {Flows_Buyout_Paid_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_for = /** @type {((inputs?: Flows_Buyout_Paid_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Paid_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_paid_for(inputs)
	return __en.flows_buyout_paid_for(inputs)
});
/**
* | output |
* | --- |
* | "The items are yours and their monthly billing has stopped." |
*
* @param {Flows_Buyout_Paid_RestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_rest = /** @type {((inputs?: Flows_Buyout_Paid_RestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Paid_RestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_paid_rest(inputs)
	return __en.flows_buyout_paid_rest(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} month paid at {fee}" |
* | "other" | "{count} months paid at {fee}" |
*
* @param {Flows_Buyout_FeesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_fees = /** @type {((inputs: Flows_Buyout_FeesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_FeesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_fees(inputs)
	return __en.flows_buyout_fees(inputs)
});
/**
* | output |
* | --- |
* | "{paid} paid toward it ({fees})" |
*
* @param {Flows_Buyout_Paid_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_full = /** @type {((inputs: Flows_Buyout_Paid_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Paid_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_paid_full(inputs)
	return __en.flows_buyout_paid_full(inputs)
});
/**
* | output |
* | --- |
* | "{paid} counted toward it ({percent}% of {fees}: rent counts half)" |
*
* @param {Flows_Buyout_Paid_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_credit = /** @type {((inputs: Flows_Buyout_Paid_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Paid_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_paid_credit(inputs)
	return __en.flows_buyout_paid_credit(inputs)
});
/**
* | output |
* | --- |
* | "Retail value {retail}. Nothing has been paid toward it yet, so the price is its retail value: {amount}." |
*
* @param {Flows_Buyout_Basis_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_retail = /** @type {((inputs: Flows_Buyout_Basis_RetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Basis_RetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_basis_retail(inputs)
	return __en.flows_buyout_basis_retail(inputs)
});
/**
* | output |
* | --- |
* | "Retail value {retail} less {paid} = {amount}." |
*
* @param {Flows_Buyout_Basis_Less_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_less_paid = /** @type {((inputs: Flows_Buyout_Basis_Less_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Basis_Less_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_basis_less_paid(inputs)
	return __en.flows_buyout_basis_less_paid(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Retail value {retail} less {paid} would be {lessPaid}, but only one payment of {fee} is left before it is yours anyway, so you pay that: {amount}." |
* | "other" | "Retail value {retail} less {paid} would be {lessPaid}, but only {count} payments of {fee} are left before it is yours anyway, so you pay that: {amount}." |
*
* @param {Flows_Buyout_Basis_Payments_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_payments_left = /** @type {((inputs: Flows_Buyout_Basis_Payments_LeftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Basis_Payments_LeftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_basis_payments_left(inputs)
	return __en.flows_buyout_basis_payments_left(inputs)
});
/**
* | output |
* | --- |
* | "Retail value {retail} less {paid} falls below the lowest buyout price, 10% of the retail value: {amount}." |
*
* @param {Flows_Buyout_Basis_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_floor = /** @type {((inputs: Flows_Buyout_Basis_FloorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Basis_FloorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_basis_floor(inputs)
	return __en.flows_buyout_basis_floor(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A monthly bill for it was declined and is not paid: only paid months count toward the price. Pay the overdue balance first; that month then counts{credit}, a..." |
* | "other" | "{count} monthly bills for it were declined and are not paid: only paid months count toward the price. Pay the overdue balance first; those months then count{..." |
*
* @param {Flows_Buyout_UnpaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_unpaid = /** @type {((inputs: Flows_Buyout_UnpaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_UnpaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_unpaid(inputs)
	return __en.flows_buyout_unpaid(inputs)
});
/**
* | output |
* | --- |
* | ", taking {amount} off" |
*
* @param {Flows_Buyout_Unpaid_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_unpaid_credit = /** @type {((inputs: Flows_Buyout_Unpaid_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Buyout_Unpaid_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_buyout_unpaid_credit(inputs)
	return __en.flows_buyout_unpaid_credit(inputs)
});
/**
* | output |
* | --- |
* | "Your order is confirmed" |
*
* @param {Flows_Partner_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_confirmed_title = /** @type {((inputs?: Flows_Partner_Confirmed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Confirmed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_confirmed_title(inputs)
	return __en.flows_partner_confirmed_title(inputs)
});
/**
* | output |
* | --- |
* | "Billing details" |
*
* @param {Flows_Partner_Billing_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_billing_details = /** @type {((inputs?: Flows_Partner_Billing_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Billing_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_billing_details(inputs)
	return __en.flows_partner_billing_details(inputs)
});
/**
* | output |
* | --- |
* | "Delivery address" |
*
* @param {Flows_Partner_Delivery_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_delivery_address = /** @type {((inputs?: Flows_Partner_Delivery_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Delivery_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_delivery_address(inputs)
	return __en.flows_partner_delivery_address(inputs)
});
/**
* | output |
* | --- |
* | "morning (9 am to noon)" |
*
* @param {Flows_Partner_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_morning = /** @type {((inputs?: Flows_Partner_Window_MorningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Window_MorningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_window_morning(inputs)
	return __en.flows_partner_window_morning(inputs)
});
/**
* | output |
* | --- |
* | "afternoon (noon to 5 pm)" |
*
* @param {Flows_Partner_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_afternoon = /** @type {((inputs?: Flows_Partner_Window_AfternoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Window_AfternoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_window_afternoon(inputs)
	return __en.flows_partner_window_afternoon(inputs)
});
/**
* | output |
* | --- |
* | "evening (5 to 9 pm)" |
*
* @param {Flows_Partner_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_evening = /** @type {((inputs?: Flows_Partner_Window_EveningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Window_EveningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_window_evening(inputs)
	return __en.flows_partner_window_evening(inputs)
});
/**
* | output |
* | --- |
* | "any time of day" |
*
* @param {Flows_Partner_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_anytime = /** @type {((inputs?: Flows_Partner_Window_AnytimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Window_AnytimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_window_anytime(inputs)
	return __en.flows_partner_window_anytime(inputs)
});
/**
* | output |
* | --- |
* | "{day}, {window}" |
*
* @param {Flows_Partner_Day_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_day_window = /** @type {((inputs: Flows_Partner_Day_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Day_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_day_window(inputs)
	return __en.flows_partner_day_window(inputs)
});
/**
* | output |
* | --- |
* | "The showroom will call you to choose a day." |
*
* @param {Flows_Partner_Showroom_Will_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_showroom_will_call = /** @type {((inputs?: Flows_Partner_Showroom_Will_CallInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Showroom_Will_CallInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_showroom_will_call(inputs)
	return __en.flows_partner_showroom_will_call(inputs)
});
/**
* | output |
* | --- |
* | "Your showroom order" |
*
* @param {Flows_Partner_Showroom_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_showroom_order = /** @type {((inputs?: Flows_Partner_Showroom_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Showroom_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_showroom_order(inputs)
	return __en.flows_partner_showroom_order(inputs)
});
/**
* | output |
* | --- |
* | "{store} · order {number}" |
*
* @param {Flows_Partner_Order_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_order_line = /** @type {((inputs: Flows_Partner_Order_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Order_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_order_line(inputs)
	return __en.flows_partner_order_line(inputs)
});
/**
* | output |
* | --- |
* | "{store} · showroom receipt {reference} · order {number}" |
*
* @param {Flows_Partner_Order_Line_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_order_line_receipt = /** @type {((inputs: Flows_Partner_Order_Line_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Order_Line_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_order_line_receipt(inputs)
	return __en.flows_partner_order_line_receipt(inputs)
});
/**
* | output |
* | --- |
* | "Pieces on the order" |
*
* @param {Flows_Partner_PiecesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_pieces = /** @type {((inputs?: Flows_Partner_PiecesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_PiecesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_pieces(inputs)
	return __en.flows_partner_pieces(inputs)
});
/**
* | output |
* | --- |
* | "/month" |
*
* @param {Flows_Partner_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_per_month = /** @type {((inputs?: Flows_Partner_Per_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Per_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_per_month(inputs)
	return __en.flows_partner_per_month(inputs)
});
/**
* | output |
* | --- |
* | "{months}-month plan" |
*
* @param {Flows_Partner_Term_PlanInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_term_plan = /** @type {((inputs: Flows_Partner_Term_PlanInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Term_PlanInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_term_plan(inputs)
	return __en.flows_partner_term_plan(inputs)
});
/**
* | output |
* | --- |
* | "Monthly plan" |
*
* @param {Flows_Partner_Monthly_PlanInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_monthly_plan = /** @type {((inputs?: Flows_Partner_Monthly_PlanInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Monthly_PlanInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_monthly_plan(inputs)
	return __en.flows_partner_monthly_plan(inputs)
});
/**
* | output |
* | --- |
* | "Paid at the showroom (first month, with tax)" |
*
* @param {Flows_Partner_Paid_At_StoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_paid_at_store = /** @type {((inputs?: Flows_Partner_Paid_At_StoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Paid_At_StoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_paid_at_store(inputs)
	return __en.flows_partner_paid_at_store(inputs)
});
/**
* | output |
* | --- |
* | "Then each month, plus tax" |
*
* @param {Flows_Partner_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_then_monthly = /** @type {((inputs?: Flows_Partner_Then_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Then_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_then_monthly(inputs)
	return __en.flows_partner_then_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Flows_Partner_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_delivery = /** @type {((inputs?: Flows_Partner_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_delivery(inputs)
	return __en.flows_partner_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Step {step} of 2" |
*
* @param {Flows_Partner_StepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_step = /** @type {((inputs: Flows_Partner_StepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_StepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_step(inputs)
	return __en.flows_partner_step(inputs)
});
/**
* | output |
* | --- |
* | "Where should we deliver?" |
*
* @param {Flows_Partner_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_title = /** @type {((inputs?: Flows_Partner_Address_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Address_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_address_title(inputs)
	return __en.flows_partner_address_title(inputs)
});
/**
* | output |
* | --- |
* | "{store} rang up your order. Tell us where our crew brings it, and what they should know to get it inside." |
*
* @param {Flows_Partner_Address_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_intro = /** @type {((inputs: Flows_Partner_Address_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Address_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_address_intro(inputs)
	return __en.flows_partner_address_intro(inputs)
});
/**
* | output |
* | --- |
* | "Address given" |
*
* @param {Flows_Partner_Address_GivenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_given = /** @type {((inputs?: Flows_Partner_Address_GivenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Address_GivenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_address_given(inputs)
	return __en.flows_partner_address_given(inputs)
});
/**
* | output |
* | --- |
* | "{address}. Send the form again to change it, or" |
*
* @param {Flows_Partner_Address_Given_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_given_text = /** @type {((inputs: Flows_Partner_Address_Given_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Address_Given_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_address_given_text(inputs)
	return __en.flows_partner_address_given_text(inputs)
});
/**
* | output |
* | --- |
* | "continue to billing" |
*
* @param {Flows_Partner_Continue_Billing_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_continue_billing_link = /** @type {((inputs?: Flows_Partner_Continue_Billing_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Continue_Billing_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_continue_billing_link(inputs)
	return __en.flows_partner_continue_billing_link(inputs)
});
/**
* | output |
* | --- |
* | "Continue to billing" |
*
* @param {Flows_Partner_Continue_BillingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_continue_billing = /** @type {((inputs?: Flows_Partner_Continue_BillingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Continue_BillingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_continue_billing(inputs)
	return __en.flows_partner_continue_billing(inputs)
});
/**
* | output |
* | --- |
* | "How will you pay each month?" |
*
* @param {Flows_Partner_Billing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_billing_title = /** @type {((inputs?: Flows_Partner_Billing_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Billing_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_billing_title(inputs)
	return __en.flows_partner_billing_title(inputs)
});
/**
* | output |
* | --- |
* | "Your first month was paid at the showroom. From a month after delivery, the monthly payment is charged to this card. We check it with a {hold} hold that is r..." |
*
* @param {Flows_Partner_Billing_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_billing_intro = /** @type {((inputs: Flows_Partner_Billing_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Billing_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_billing_intro(inputs)
	return __en.flows_partner_billing_intro(inputs)
});
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Flows_Partner_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_charge = /** @type {((inputs?: Flows_Partner_ChargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_ChargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_charge(inputs)
	return __en.flows_partner_charge(inputs)
});
/**
* | output |
* | --- |
* | "Confirming" |
*
* @param {Flows_Partner_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_confirming = /** @type {((inputs?: Flows_Partner_ConfirmingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_ConfirmingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_confirming(inputs)
	return __en.flows_partner_confirming(inputs)
});
/**
* | output |
* | --- |
* | "Confirm my order" |
*
* @param {Flows_Partner_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_confirm = /** @type {((inputs?: Flows_Partner_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_confirm(inputs)
	return __en.flows_partner_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Change the address" |
*
* @param {Flows_Partner_Change_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_change_address = /** @type {((inputs?: Flows_Partner_Change_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Change_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_change_address(inputs)
	return __en.flows_partner_change_address(inputs)
});
/**
* | output |
* | --- |
* | "We could not load your order" |
*
* @param {Flows_Partner_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_load_failed = /** @type {((inputs?: Flows_Partner_Load_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Load_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_load_failed(inputs)
	return __en.flows_partner_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "There is no showroom order to complete" |
*
* @param {Flows_Partner_No_Order_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_no_order_title = /** @type {((inputs?: Flows_Partner_No_Order_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_No_Order_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_no_order_title(inputs)
	return __en.flows_partner_no_order_title(inputs)
});
/**
* | output |
* | --- |
* | "When a partner showroom orders for you, the order waits here for the delivery address and billing details. Your other orders are in your account." |
*
* @param {Flows_Partner_No_Order_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_no_order_text = /** @type {((inputs?: Flows_Partner_No_Order_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_No_Order_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_no_order_text(inputs)
	return __en.flows_partner_no_order_text(inputs)
});
/**
* | output |
* | --- |
* | "We will deliver it on {when}, and email you the day before." |
*
* @param {Flows_Partner_Done_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_done_on = /** @type {((inputs: Flows_Partner_Done_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Done_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_done_on(inputs)
	return __en.flows_partner_done_on(inputs)
});
/**
* | output |
* | --- |
* | "We will deliver it on the day the showroom calls you about, and email you the day before." |
*
* @param {Flows_Partner_Done_Showroom_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_done_showroom_day = /** @type {((inputs?: Flows_Partner_Done_Showroom_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Done_Showroom_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_done_showroom_day(inputs)
	return __en.flows_partner_done_showroom_day(inputs)
});
/**
* | output |
* | --- |
* | "Delivering to {address}." |
*
* @param {Flows_Partner_Delivering_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_delivering_to = /** @type {((inputs: Flows_Partner_Delivering_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Partner_Delivering_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_partner_delivering_to(inputs)
	return __en.flows_partner_delivering_to(inputs)
});
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Flows_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_ab = /** @type {((inputs?: Flows_Province_AbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_AbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_ab(inputs)
	return __en.flows_province_ab(inputs)
});
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Flows_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_bc = /** @type {((inputs?: Flows_Province_BcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_BcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_bc(inputs)
	return __en.flows_province_bc(inputs)
});
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Flows_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_mb = /** @type {((inputs?: Flows_Province_MbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_MbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_mb(inputs)
	return __en.flows_province_mb(inputs)
});
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Flows_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nb = /** @type {((inputs?: Flows_Province_NbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_NbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_nb(inputs)
	return __en.flows_province_nb(inputs)
});
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Flows_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nl = /** @type {((inputs?: Flows_Province_NlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_NlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_nl(inputs)
	return __en.flows_province_nl(inputs)
});
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Flows_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_ns = /** @type {((inputs?: Flows_Province_NsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_NsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_ns(inputs)
	return __en.flows_province_ns(inputs)
});
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Flows_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nt = /** @type {((inputs?: Flows_Province_NtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_NtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_nt(inputs)
	return __en.flows_province_nt(inputs)
});
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Flows_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nu = /** @type {((inputs?: Flows_Province_NuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_NuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_nu(inputs)
	return __en.flows_province_nu(inputs)
});
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Flows_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_on = /** @type {((inputs?: Flows_Province_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_on(inputs)
	return __en.flows_province_on(inputs)
});
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Flows_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_pe = /** @type {((inputs?: Flows_Province_PeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_PeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_pe(inputs)
	return __en.flows_province_pe(inputs)
});
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Flows_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_qc = /** @type {((inputs?: Flows_Province_QcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_QcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_qc(inputs)
	return __en.flows_province_qc(inputs)
});
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Flows_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_sk = /** @type {((inputs?: Flows_Province_SkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_SkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_sk(inputs)
	return __en.flows_province_sk(inputs)
});
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Flows_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_yt = /** @type {((inputs?: Flows_Province_YtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Province_YtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_province_yt(inputs)
	return __en.flows_province_yt(inputs)
});
/**
* | output |
* | --- |
* | "Tip your crew" |
*
* @param {Flows_Tip_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_heading = /** @type {((inputs?: Flows_Tip_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_heading(inputs)
	return __en.flows_tip_heading(inputs)
});
/**
* | output |
* | --- |
* | "You can tip the crew once your delivery is done." |
*
* @param {Flows_Tip_Not_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_not_done = /** @type {((inputs?: Flows_Tip_Not_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Not_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_not_done(inputs)
	return __en.flows_tip_not_done(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for tipping the crew" |
*
* @param {Flows_Tip_Thanks_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_thanks_title = /** @type {((inputs?: Flows_Tip_Thanks_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Thanks_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_thanks_title(inputs)
	return __en.flows_tip_thanks_title(inputs)
});
/**
* | output |
* | --- |
* | "Your {amount} tip goes to the crew in full. It shows on the order’s receipt." |
*
* @param {Flows_Tip_Thanks_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_thanks_amount = /** @type {((inputs: Flows_Tip_Thanks_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Thanks_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_thanks_amount(inputs)
	return __en.flows_tip_thanks_amount(inputs)
});
/**
* | output |
* | --- |
* | "Your tip goes to the crew in full. It shows on the order’s receipt." |
*
* @param {Flows_Tip_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_thanks = /** @type {((inputs?: Flows_Tip_ThanksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_ThanksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_thanks(inputs)
	return __en.flows_tip_thanks(inputs)
});
/**
* | output |
* | --- |
* | "We could not load the tip amounts" |
*
* @param {Flows_Tip_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_load_failed = /** @type {((inputs?: Flows_Tip_Load_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Load_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_load_failed(inputs)
	return __en.flows_tip_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading tip amounts" |
*
* @param {Flows_Tip_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_loading = /** @type {((inputs?: Flows_Tip_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_loading(inputs)
	return __en.flows_tip_loading(inputs)
});
/**
* | output |
* | --- |
* | "Thank you! Your tip is on its way to the crew" |
*
* @param {Flows_Tip_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_paid_title = /** @type {((inputs?: Flows_Tip_Paid_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Paid_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_paid_title(inputs)
	return __en.flows_tip_paid_title(inputs)
});
/**
* | output |
* | --- |
* | "We charged {amount} to your card on file. The tip goes to the crew in full and shows on the order’s receipt." |
*
* @param {Flows_Tip_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_paid_text = /** @type {((inputs: Flows_Tip_Paid_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Paid_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_paid_text(inputs)
	return __en.flows_tip_paid_text(inputs)
});
/**
* | output |
* | --- |
* | "Happy with your delivery? Every dollar goes to the crew who brought it. We charge your card on file." |
*
* @param {Flows_Tip_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_intro = /** @type {((inputs?: Flows_Tip_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_intro(inputs)
	return __en.flows_tip_intro(inputs)
});
/**
* | output |
* | --- |
* | "Tip amount" |
*
* @param {Flows_Tip_Amount_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_amount_group = /** @type {((inputs?: Flows_Tip_Amount_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Amount_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_amount_group(inputs)
	return __en.flows_tip_amount_group(inputs)
});
/**
* | output |
* | --- |
* | "Other amount" |
*
* @param {Flows_Tip_Other_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_other_amount = /** @type {((inputs?: Flows_Tip_Other_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Other_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_other_amount(inputs)
	return __en.flows_tip_other_amount(inputs)
});
/**
* | output |
* | --- |
* | "Your amount" |
*
* @param {Flows_Tip_Your_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_your_amount = /** @type {((inputs?: Flows_Tip_Your_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Your_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_your_amount(inputs)
	return __en.flows_tip_your_amount(inputs)
});
/**
* | output |
* | --- |
* | "From {minimum} to {maximum}." |
*
* @param {Flows_Tip_Amount_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_amount_range = /** @type {((inputs: Flows_Tip_Amount_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Amount_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_amount_range(inputs)
	return __en.flows_tip_amount_range(inputs)
});
/**
* | output |
* | --- |
* | "Note for the crew (optional)" |
*
* @param {Flows_Tip_Note_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_note_label = /** @type {((inputs?: Flows_Tip_Note_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Note_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_note_label(inputs)
	return __en.flows_tip_note_label(inputs)
});
/**
* | output |
* | --- |
* | "{count} of {max} characters." |
*
* @param {Flows_Tip_Note_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_note_count = /** @type {((inputs: Flows_Tip_Note_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Note_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_note_count(inputs)
	return __en.flows_tip_note_count(inputs)
});
/**
* | output |
* | --- |
* | "Your card was not charged" |
*
* @param {Flows_Tip_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_declined_title = /** @type {((inputs?: Flows_Tip_Declined_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Declined_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_declined_title(inputs)
	return __en.flows_tip_declined_title(inputs)
});
/**
* | output |
* | --- |
* | "Update your card" |
*
* @param {Flows_Tip_Update_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_update_card = /** @type {((inputs?: Flows_Tip_Update_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Update_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_update_card(inputs)
	return __en.flows_tip_update_card(inputs)
});
/**
* | output |
* | --- |
* | "Change the amount" |
*
* @param {Flows_Tip_Change_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_change_amount = /** @type {((inputs?: Flows_Tip_Change_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Change_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_change_amount(inputs)
	return __en.flows_tip_change_amount(inputs)
});
/**
* | output |
* | --- |
* | "We could not send your tip" |
*
* @param {Flows_Tip_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_failed_title = /** @type {((inputs?: Flows_Tip_Failed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Failed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_failed_title(inputs)
	return __en.flows_tip_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "Charging your card" |
*
* @param {Flows_Tip_ChargingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_charging = /** @type {((inputs?: Flows_Tip_ChargingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_ChargingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_charging(inputs)
	return __en.flows_tip_charging(inputs)
});
/**
* | output |
* | --- |
* | "Tip {amount}" |
*
* @param {Flows_Tip_Amount_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_amount_button = /** @type {((inputs: Flows_Tip_Amount_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Amount_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_amount_button(inputs)
	return __en.flows_tip_amount_button(inputs)
});
/**
* | output |
* | --- |
* | "Tip the crew" |
*
* @param {Flows_Tip_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_button = /** @type {((inputs?: Flows_Tip_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_button(inputs)
	return __en.flows_tip_button(inputs)
});
/**
* | output |
* | --- |
* | "Enter an amount or choose one above." |
*
* @param {Flows_Tip_Error_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_empty = /** @type {((inputs?: Flows_Tip_Error_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Error_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_error_empty(inputs)
	return __en.flows_tip_error_empty(inputs)
});
/**
* | output |
* | --- |
* | "Enter the tip in dollars, like 15 or 12.50." |
*
* @param {Flows_Tip_Error_Not_DollarsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_not_dollars = /** @type {((inputs?: Flows_Tip_Error_Not_DollarsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Error_Not_DollarsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_error_not_dollars(inputs)
	return __en.flows_tip_error_not_dollars(inputs)
});
/**
* | output |
* | --- |
* | "Enter a tip greater than $0." |
*
* @param {Flows_Tip_Error_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_not_positive = /** @type {((inputs?: Flows_Tip_Error_Not_PositiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Error_Not_PositiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_error_not_positive(inputs)
	return __en.flows_tip_error_not_positive(inputs)
});
/**
* | output |
* | --- |
* | "Use at most two decimals (dollars and cents)." |
*
* @param {Flows_Tip_Error_Too_PreciseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_too_precise = /** @type {((inputs?: Flows_Tip_Error_Too_PreciseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Error_Too_PreciseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_error_too_precise(inputs)
	return __en.flows_tip_error_too_precise(inputs)
});
/**
* | output |
* | --- |
* | "The smallest tip is {amount}." |
*
* @param {Flows_Tip_Error_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_below_minimum = /** @type {((inputs: Flows_Tip_Error_Below_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Error_Below_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_error_below_minimum(inputs)
	return __en.flows_tip_error_below_minimum(inputs)
});
/**
* | output |
* | --- |
* | "The largest tip we can take online is {amount}." |
*
* @param {Flows_Tip_Error_Above_MaximumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_above_maximum = /** @type {((inputs: Flows_Tip_Error_Above_MaximumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Error_Above_MaximumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_error_above_maximum(inputs)
	return __en.flows_tip_error_above_maximum(inputs)
});
/**
* | output |
* | --- |
* | "Keep the note to {max} characters." |
*
* @param {Flows_Tip_Error_Note_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_note_too_long = /** @type {((inputs: Flows_Tip_Error_Note_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Tip_Error_Note_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_tip_error_note_too_long(inputs)
	return __en.flows_tip_error_note_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Poor" |
*
* @param {Flows_Review_Rating_PoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_poor = /** @type {((inputs?: Flows_Review_Rating_PoorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Rating_PoorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_rating_poor(inputs)
	return __en.flows_review_rating_poor(inputs)
});
/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Flows_Review_Rating_FairInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_fair = /** @type {((inputs?: Flows_Review_Rating_FairInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Rating_FairInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_rating_fair(inputs)
	return __en.flows_review_rating_fair(inputs)
});
/**
* | output |
* | --- |
* | "Good" |
*
* @param {Flows_Review_Rating_GoodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_good = /** @type {((inputs?: Flows_Review_Rating_GoodInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Rating_GoodInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_rating_good(inputs)
	return __en.flows_review_rating_good(inputs)
});
/**
* | output |
* | --- |
* | "Very good" |
*
* @param {Flows_Review_Rating_Very_GoodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_very_good = /** @type {((inputs?: Flows_Review_Rating_Very_GoodInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Rating_Very_GoodInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_rating_very_good(inputs)
	return __en.flows_review_rating_very_good(inputs)
});
/**
* | output |
* | --- |
* | "Excellent" |
*
* @param {Flows_Review_Rating_ExcellentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_excellent = /** @type {((inputs?: Flows_Review_Rating_ExcellentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Rating_ExcellentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_rating_excellent(inputs)
	return __en.flows_review_rating_excellent(inputs)
});
/**
* | output |
* | --- |
* | "Choose a rating from 1 to 5 stars." |
*
* @param {Flows_Review_Error_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_rating = /** @type {((inputs?: Flows_Review_Error_RatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Error_RatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_error_rating(inputs)
	return __en.flows_review_error_rating(inputs)
});
/**
* | output |
* | --- |
* | "Tell other shoppers a little more: at least {min} characters." |
*
* @param {Flows_Review_Error_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_short = /** @type {((inputs: Flows_Review_Error_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Error_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_error_short(inputs)
	return __en.flows_review_error_short(inputs)
});
/**
* | output |
* | --- |
* | "Keep your review to {max} characters (it has {count})." |
*
* @param {Flows_Review_Error_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_long = /** @type {((inputs: Flows_Review_Error_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Error_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_error_long(inputs)
	return __en.flows_review_error_long(inputs)
});
/**
* | output |
* | --- |
* | "Reviews are plain text: remove the HTML tags (anything between < and >)." |
*
* @param {Flows_Review_Error_MarkupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_markup = /** @type {((inputs?: Flows_Review_Error_MarkupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Error_MarkupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_error_markup(inputs)
	return __en.flows_review_error_markup(inputs)
});
/**
* | output |
* | --- |
* | "Your rating" |
*
* @param {Flows_Review_Your_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_your_rating = /** @type {((inputs?: Flows_Review_Your_RatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Your_RatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_your_rating(inputs)
	return __en.flows_review_your_rating(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star, {word}" |
* | "other" | "{count} stars, {word}" |
*
* @param {Flows_Review_Star_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_star_label = /** @type {((inputs: Flows_Review_Star_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Star_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_star_label(inputs)
	return __en.flows_review_star_label(inputs)
});
/**
* | output |
* | --- |
* | "Choose 1 to 5 stars." |
*
* @param {Flows_Review_Rating_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_hint = /** @type {((inputs?: Flows_Review_Rating_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Rating_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_rating_hint(inputs)
	return __en.flows_review_rating_hint(inputs)
});
/**
* | output |
* | --- |
* | "{value} of 5: {word}." |
*
* @param {Flows_Review_Rating_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_chosen = /** @type {((inputs: Flows_Review_Rating_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Rating_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_rating_chosen(inputs)
	return __en.flows_review_rating_chosen(inputs)
});
/**
* | output |
* | --- |
* | "Edit your review" |
*
* @param {Flows_Review_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_edit_title = /** @type {((inputs?: Flows_Review_Edit_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Edit_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_edit_title(inputs)
	return __en.flows_review_edit_title(inputs)
});
/**
* | output |
* | --- |
* | "Write a review" |
*
* @param {Flows_Review_Write_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_write_title = /** @type {((inputs?: Flows_Review_Write_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Write_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_write_title(inputs)
	return __en.flows_review_write_title(inputs)
});
/**
* | output |
* | --- |
* | "Loading your product" |
*
* @param {Flows_Review_Loading_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_loading_product = /** @type {((inputs?: Flows_Review_Loading_ProductInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Loading_ProductInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_loading_product(inputs)
	return __en.flows_review_loading_product(inputs)
});
/**
* | output |
* | --- |
* | "We could not load this product" |
*
* @param {Flows_Review_Load_Product_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_load_product_failed = /** @type {((inputs?: Flows_Review_Load_Product_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Load_Product_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_load_product_failed(inputs)
	return __en.flows_review_load_product_failed(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was changed. Check your connection and try again." |
*
* @param {Flows_Review_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_nothing_changed = /** @type {((inputs?: Flows_Review_Nothing_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Nothing_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_nothing_changed(inputs)
	return __en.flows_review_nothing_changed(inputs)
});
/**
* | output |
* | --- |
* | "This product can’t be reviewed here" |
*
* @param {Flows_Review_Cannot_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_cannot_review = /** @type {((inputs?: Flows_Review_Cannot_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Cannot_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_cannot_review(inputs)
	return __en.flows_review_cannot_review(inputs)
});
/**
* | output |
* | --- |
* | "See your products" |
*
* @param {Flows_Review_See_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_see_products = /** @type {((inputs?: Flows_Review_See_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_See_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_see_products(inputs)
	return __en.flows_review_see_products(inputs)
});
/**
* | output |
* | --- |
* | "We can’t find that item in your account." |
*
* @param {Flows_Review_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_not_found = /** @type {((inputs?: Flows_Review_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_not_found(inputs)
	return __en.flows_review_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Delivered {date}" |
*
* @param {Flows_Review_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_delivered = /** @type {((inputs: Flows_Review_DeliveredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_DeliveredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_delivered(inputs)
	return __en.flows_review_delivered(inputs)
});
/**
* | output |
* | --- |
* | "Thank you! Your review is published" |
*
* @param {Flows_Review_Published_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_published_title = /** @type {((inputs?: Flows_Review_Published_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Published_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_published_title(inputs)
	return __en.flows_review_published_title(inputs)
});
/**
* | output |
* | --- |
* | "It shows on the product page now. You can edit it any time." |
*
* @param {Flows_Review_Published_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_published_text = /** @type {((inputs?: Flows_Review_Published_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Published_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_published_text(inputs)
	return __en.flows_review_published_text(inputs)
});
/**
* | output |
* | --- |
* | "See it on the product page" |
*
* @param {Flows_Review_See_On_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_see_on_product = /** @type {((inputs?: Flows_Review_See_On_ProductInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_See_On_ProductInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_see_on_product(inputs)
	return __en.flows_review_see_on_product(inputs)
});
/**
* | output |
* | --- |
* | "Review another product" |
*
* @param {Flows_Review_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_another = /** @type {((inputs?: Flows_Review_AnotherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_AnotherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_another(inputs)
	return __en.flows_review_another(inputs)
});
/**
* | output |
* | --- |
* | "Your review was not saved" |
*
* @param {Flows_Review_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_not_saved = /** @type {((inputs?: Flows_Review_Not_SavedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Not_SavedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_not_saved(inputs)
	return __en.flows_review_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Your review" |
*
* @param {Flows_Review_Your_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_your_review = /** @type {((inputs?: Flows_Review_Your_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Your_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_your_review(inputs)
	return __en.flows_review_your_review(inputs)
});
/**
* | output |
* | --- |
* | "Plain text, {min} to {max} characters ({count} now). Shown with your first name and last initial." |
*
* @param {Flows_Review_Text_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_text_hint = /** @type {((inputs: Flows_Review_Text_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Text_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_text_hint(inputs)
	return __en.flows_review_text_hint(inputs)
});
/**
* | output |
* | --- |
* | "Saving your review" |
*
* @param {Flows_Review_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_saving = /** @type {((inputs?: Flows_Review_SavingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_SavingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_saving(inputs)
	return __en.flows_review_saving(inputs)
});
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Flows_Review_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_save_changes = /** @type {((inputs?: Flows_Review_Save_ChangesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Save_ChangesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_save_changes(inputs)
	return __en.flows_review_save_changes(inputs)
});
/**
* | output |
* | --- |
* | "Publish review" |
*
* @param {Flows_Review_PublishInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_publish = /** @type {((inputs?: Flows_Review_PublishInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_PublishInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_publish(inputs)
	return __en.flows_review_publish(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Flows_Review_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_cancel = /** @type {((inputs?: Flows_Review_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_cancel(inputs)
	return __en.flows_review_cancel(inputs)
});
/**
* | output |
* | --- |
* | "· returned since" |
*
* @param {Flows_Review_Returned_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_returned_since = /** @type {((inputs?: Flows_Review_Returned_SinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Returned_SinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_returned_since(inputs)
	return __en.flows_review_returned_since(inputs)
});
/**
* | output |
* | --- |
* | "Reviewed {date}" |
*
* @param {Flows_Review_ReviewedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_reviewed = /** @type {((inputs: Flows_Review_ReviewedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_ReviewedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_reviewed(inputs)
	return __en.flows_review_reviewed(inputs)
});
/**
* | output |
* | --- |
* | "· edited" |
*
* @param {Flows_Review_EditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_edited = /** @type {((inputs?: Flows_Review_EditedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_EditedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_edited(inputs)
	return __en.flows_review_edited(inputs)
});
/**
* | output |
* | --- |
* | "Edit review" |
*
* @param {Flows_Review_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_edit = /** @type {((inputs?: Flows_Review_EditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_EditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_edit(inputs)
	return __en.flows_review_edit(inputs)
});
/**
* | output |
* | --- |
* | "Write review" |
*
* @param {Flows_Review_WriteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_write = /** @type {((inputs?: Flows_Review_WriteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_WriteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_write(inputs)
	return __en.flows_review_write(inputs)
});
/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Flows_Review_Of_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_of_item = /** @type {((inputs: Flows_Review_Of_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Of_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_of_item(inputs)
	return __en.flows_review_of_item(inputs)
});
/**
* | output |
* | --- |
* | "See the product page" |
*
* @param {Flows_Review_See_Product_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_see_product_page = /** @type {((inputs?: Flows_Review_See_Product_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_See_Product_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_see_product_page(inputs)
	return __en.flows_review_see_product_page(inputs)
});
/**
* | output |
* | --- |
* | "Product reviews" |
*
* @param {Flows_Review_List_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_list_title = /** @type {((inputs?: Flows_Review_List_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_List_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_list_title(inputs)
	return __en.flows_review_list_title(inputs)
});
/**
* | output |
* | --- |
* | "Tell other shoppers about the pieces we delivered to you, newest first." |
*
* @param {Flows_Review_List_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_list_intro = /** @type {((inputs?: Flows_Review_List_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_List_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_list_intro(inputs)
	return __en.flows_review_list_intro(inputs)
});
/**
* | output |
* | --- |
* | "Loading your products" |
*
* @param {Flows_Review_Loading_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_loading_products = /** @type {((inputs?: Flows_Review_Loading_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Loading_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_loading_products(inputs)
	return __en.flows_review_loading_products(inputs)
});
/**
* | output |
* | --- |
* | "We could not load your products" |
*
* @param {Flows_Review_Load_Products_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_load_products_failed = /** @type {((inputs?: Flows_Review_Load_Products_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Load_Products_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_load_products_failed(inputs)
	return __en.flows_review_load_products_failed(inputs)
});
/**
* | output |
* | --- |
* | "Trying again" |
*
* @param {Flows_Review_Trying_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_trying_again = /** @type {((inputs?: Flows_Review_Trying_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Trying_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_trying_again(inputs)
	return __en.flows_review_trying_again(inputs)
});
/**
* | output |
* | --- |
* | "Nothing to review yet" |
*
* @param {Flows_Review_Nothing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_nothing_title = /** @type {((inputs?: Flows_Review_Nothing_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Nothing_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_nothing_title(inputs)
	return __en.flows_review_nothing_title(inputs)
});
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Flows_Review_BrowseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_browse = /** @type {((inputs?: Flows_Review_BrowseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_BrowseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_browse(inputs)
	return __en.flows_review_browse(inputs)
});
/**
* | output |
* | --- |
* | "Once a piece is delivered to you, you can review it here." |
*
* @param {Flows_Review_Nothing_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_nothing_text = /** @type {((inputs?: Flows_Review_Nothing_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Nothing_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_nothing_text(inputs)
	return __en.flows_review_nothing_text(inputs)
});
/**
* | output |
* | --- |
* | "You have reviewed every piece. Thank you!" |
*
* @param {Flows_Review_All_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_all_done = /** @type {((inputs?: Flows_Review_All_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_All_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_all_done(inputs)
	return __en.flows_review_all_done(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} piece waits for your review." |
* | "other" | "{count} pieces wait for your review." |
*
* @param {Flows_Review_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_waiting = /** @type {((inputs: Flows_Review_WaitingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_WaitingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_waiting(inputs)
	return __en.flows_review_waiting(inputs)
});
/**
* | output |
* | --- |
* | "Delivered products" |
*
* @param {Flows_Review_Delivered_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_delivered_products = /** @type {((inputs?: Flows_Review_Delivered_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flows_Review_Delivered_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.flows_review_delivered_products(inputs)
	return __en.flows_review_delivered_products(inputs)
});
/**
* | output |
* | --- |
* | "Last updated {date}" |
*
* @param {Content_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_last_updated = /** @type {((inputs: Content_Last_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Last_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_last_updated(inputs)
	return __en.content_last_updated(inputs)
});
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Content_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_title = /** @type {((inputs?: Content_Terms_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_title(inputs)
	return __en.content_terms_title(inputs)
});
/**
* | output |
* | --- |
* | "These terms cover your use of the Pivot website. The agreement you accept at checkout covers the furniture itself." |
*
* @param {Content_Terms_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_lead = /** @type {((inputs?: Content_Terms_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_lead(inputs)
	return __en.content_terms_lead(inputs)
});
/**
* | output |
* | --- |
* | "Using this site" |
*
* @param {Content_Terms_S_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_agreement = /** @type {((inputs?: Content_Terms_S_AgreementInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_AgreementInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_agreement(inputs)
	return __en.content_terms_s_agreement(inputs)
});
/**
* | output |
* | --- |
* | "Who can order" |
*
* @param {Content_Terms_S_EligibilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_eligibility = /** @type {((inputs?: Content_Terms_S_EligibilityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_EligibilityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_eligibility(inputs)
	return __en.content_terms_s_eligibility(inputs)
});
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Content_Terms_S_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_account = /** @type {((inputs?: Content_Terms_S_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_account(inputs)
	return __en.content_terms_s_account(inputs)
});
/**
* | output |
* | --- |
* | "Prices, taxes and errors" |
*
* @param {Content_Terms_S_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_prices = /** @type {((inputs?: Content_Terms_S_PricesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_PricesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_prices(inputs)
	return __en.content_terms_s_prices(inputs)
});
/**
* | output |
* | --- |
* | "Orders and availability" |
*
* @param {Content_Terms_S_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_orders = /** @type {((inputs?: Content_Terms_S_OrdersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_OrdersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_orders(inputs)
	return __en.content_terms_s_orders(inputs)
});
/**
* | output |
* | --- |
* | "Your furniture agreement" |
*
* @param {Content_Terms_S_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_agreements = /** @type {((inputs?: Content_Terms_S_AgreementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_AgreementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_agreements(inputs)
	return __en.content_terms_s_agreements(inputs)
});
/**
* | output |
* | --- |
* | "Acceptable use" |
*
* @param {Content_Terms_S_ConductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_conduct = /** @type {((inputs?: Content_Terms_S_ConductInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_ConductInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_conduct(inputs)
	return __en.content_terms_s_conduct(inputs)
});
/**
* | output |
* | --- |
* | "Our content and yours" |
*
* @param {Content_Terms_S_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_content = /** @type {((inputs?: Content_Terms_S_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_content(inputs)
	return __en.content_terms_s_content(inputs)
});
/**
* | output |
* | --- |
* | "Limits of our responsibility" |
*
* @param {Content_Terms_S_LiabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_liability = /** @type {((inputs?: Content_Terms_S_LiabilityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_LiabilityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_liability(inputs)
	return __en.content_terms_s_liability(inputs)
});
/**
* | output |
* | --- |
* | "Governing law" |
*
* @param {Content_Terms_S_LawInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_law = /** @type {((inputs?: Content_Terms_S_LawInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_LawInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_law(inputs)
	return __en.content_terms_s_law(inputs)
});
/**
* | output |
* | --- |
* | "Changes to these terms" |
*
* @param {Content_Terms_S_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_changes = /** @type {((inputs?: Content_Terms_S_ChangesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_S_ChangesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_s_changes(inputs)
	return __en.content_terms_s_changes(inputs)
});
/**
* | output |
* | --- |
* | "The site is operated by Pivot Furniture Inc. By using it you accept these terms and our <privacy>privacy policy</privacy>. If you do not accept them, please ..." |
*
* @param {Content_Terms_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_agreement = /** @type {((inputs?: Content_Terms_AgreementInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_AgreementInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_agreement(inputs)
	return __en.content_terms_agreement(inputs)
});
/**
* | output |
* | --- |
* | "To place an order you must have reached the age of majority in your province or territory and have a delivery address within our delivery area in Canada (or,..." |
*
* @param {Content_Terms_EligibilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_eligibility = /** @type {((inputs?: Content_Terms_EligibilityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_EligibilityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_eligibility(inputs)
	return __en.content_terms_eligibility(inputs)
});
/**
* | output |
* | --- |
* | "Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for orders placed through your accoun..." |
*
* @param {Content_Terms_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_account = /** @type {((inputs?: Content_Terms_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_account(inputs)
	return __en.content_terms_account(inputs)
});
/**
* | output |
* | --- |
* | "All prices are in Canadian dollars." |
*
* @param {Content_Terms_Prices_CadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_prices_cad = /** @type {((inputs?: Content_Terms_Prices_CadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_Prices_CadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_prices_cad(inputs)
	return __en.content_terms_prices_cad(inputs)
});
/**
* | output |
* | --- |
* | "Sales taxes are added by the province of delivery (or of pickup, for liquidation orders) and shown before you pay." |
*
* @param {Content_Terms_Prices_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_prices_tax = /** @type {((inputs?: Content_Terms_Prices_TaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_Prices_TaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_prices_tax(inputs)
	return __en.content_terms_prices_tax(inputs)
});
/**
* | output |
* | --- |
* | "The price in your cart is calculated by our systems when you check out, and that is the price you pay. If a price is clearly wrong because of an error, we wi..." |
*
* @param {Content_Terms_Prices_ErrorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_prices_errors = /** @type {((inputs?: Content_Terms_Prices_ErrorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_Prices_ErrorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_prices_errors(inputs)
	return __en.content_terms_prices_errors(inputs)
});
/**
* | output |
* | --- |
* | "Your order is accepted when we send the confirmation email. Availability and delivery dates shown on the site are estimates for your chosen city; if somethin..." |
*
* @param {Content_Terms_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_orders = /** @type {((inputs?: Content_Terms_OrdersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_OrdersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_orders(inputs)
	return __en.content_terms_orders(inputs)
});
/**
* | output |
* | --- |
* | "Each order is governed by the subscription, rental or ownership agreement you accept at checkout. A plain-language summary of each is on our <contract>agreem..." |
*
* @param {Content_Terms_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_agreements = /** @type {((inputs?: Content_Terms_AgreementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_AgreementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_agreements(inputs)
	return __en.content_terms_agreements(inputs)
});
/**
* | output |
* | --- |
* | "Please do not misuse the site: no attempts to break its security, to overload it, to collect other customers’ information, or to place orders you do not inte..." |
*
* @param {Content_Terms_ConductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_conduct = /** @type {((inputs?: Content_Terms_ConductInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_ConductInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_conduct(inputs)
	return __en.content_terms_conduct(inputs)
});
/**
* | output |
* | --- |
* | "Photographs, text, product designs and the Pivot name belong to us or our suppliers; you may view and share them for personal, non-commercial use. When you p..." |
*
* @param {Content_Terms_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_content = /** @type {((inputs?: Content_Terms_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_content(inputs)
	return __en.content_terms_content(inputs)
});
/**
* | output |
* | --- |
* | "We work to keep the site accurate and available but cannot promise it will always be uninterrupted or free of errors. To the extent the law allows, we are no..." |
*
* @param {Content_Terms_LiabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_liability = /** @type {((inputs?: Content_Terms_LiabilityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_LiabilityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_liability(inputs)
	return __en.content_terms_liability(inputs)
});
/**
* | output |
* | --- |
* | "These terms are governed by the laws of Ontario and the federal laws of Canada that apply there, except where the consumer protection laws of your province g..." |
*
* @param {Content_Terms_LawInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_law = /** @type {((inputs?: Content_Terms_LawInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_LawInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_law(inputs)
	return __en.content_terms_law(inputs)
});
/**
* | output |
* | --- |
* | "We may update these terms; the version in force when you place an order applies to that order. Questions? Write to <email>{email}</email>." |
*
* @param {Content_Terms_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_changes = /** @type {((inputs: Content_Terms_ChangesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Terms_ChangesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_terms_changes(inputs)
	return __en.content_terms_changes(inputs)
});
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Content_Sale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_title = /** @type {((inputs?: Content_Sale_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_title(inputs)
	return __en.content_sale_title(inputs)
});
/**
* | output |
* | --- |
* | "Effective January 15, 2025, until the sale ends" |
*
* @param {Content_Sale_EffectiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_effective = /** @type {((inputs?: Content_Sale_EffectiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_EffectiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_effective(inputs)
	return __en.content_sale_effective(inputs)
});
/**
* | output |
* | --- |
* | "Our final liquidation sale takes 85% off the retail price of every piece we have left. Please read these terms before you order: sale orders work differently..." |
*
* @param {Content_Sale_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_lead = /** @type {((inputs?: Content_Sale_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_lead(inputs)
	return __en.content_sale_lead(inputs)
});
/**
* | output |
* | --- |
* | "<b>In short:</b> 85% off, all sales are final, and every order is picked up by you at our warehouse in Mississauga, Ontario. We do not deliver or assemble sa..." |
*
* @param {Content_Sale_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_short = /** @type {((inputs?: Content_Sale_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_short(inputs)
	return __en.content_sale_short(inputs)
});
/**
* | output |
* | --- |
* | "Prices" |
*
* @param {Content_Sale_Prices_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_prices_title = /** @type {((inputs?: Content_Sale_Prices_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Prices_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_prices_title(inputs)
	return __en.content_sale_prices_title(inputs)
});
/**
* | output |
* | --- |
* | "Sale prices are 85% below each piece’s regular retail price and are already shown that way on the site. Sale pieces are sold outright; subscriptions, rentals..." |
*
* @param {Content_Sale_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_prices = /** @type {((inputs?: Content_Sale_PricesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_PricesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_prices(inputs)
	return __en.content_sale_prices(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Content_Sale_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_title = /** @type {((inputs?: Content_Sale_Final_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Final_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_final_title(inputs)
	return __en.content_sale_final_title(inputs)
});
/**
* | output |
* | --- |
* | "Sale pieces cannot be returned, exchanged or refunded once you have picked them up." |
*
* @param {Content_Sale_Final_No_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_no_return = /** @type {((inputs?: Content_Sale_Final_No_ReturnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Final_No_ReturnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_final_no_return(inputs)
	return __en.content_sale_final_no_return(inputs)
});
/**
* | output |
* | --- |
* | "Pieces are sold in their current condition. Inspect them at pickup: if a piece is not as described on the site, you may refuse it there and we will refund it..." |
*
* @param {Content_Sale_Final_ConditionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_condition = /** @type {((inputs?: Content_Sale_Final_ConditionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Final_ConditionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_final_condition(inputs)
	return __en.content_sale_final_condition(inputs)
});
/**
* | output |
* | --- |
* | "Nothing in this policy limits rights you have under the consumer protection laws of your province or territory." |
*
* @param {Content_Sale_Final_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_rights = /** @type {((inputs?: Content_Sale_Final_RightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Final_RightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_final_rights(inputs)
	return __en.content_sale_final_rights(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Content_Sale_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_title = /** @type {((inputs?: Content_Sale_Pickup_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Pickup_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_pickup_title(inputs)
	return __en.content_sale_pickup_title(inputs)
});
/**
* | output |
* | --- |
* | "After checkout we email you your order number, the pickup day and window you chose, and a link to change them, and again the day before. Pickups run every da..." |
*
* @param {Content_Sale_Pickup_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_email = /** @type {((inputs?: Content_Sale_Pickup_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Pickup_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_pickup_email(inputs)
	return __en.content_sale_pickup_email(inputs)
});
/**
* | output |
* | --- |
* | "Pick up your order within 14 days of purchase: checkout offers those days." |
*
* @param {Content_Sale_Pickup_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_days = /** @type {((inputs?: Content_Sale_Pickup_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Pickup_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_pickup_days(inputs)
	return __en.content_sale_pickup_days(inputs)
});
/**
* | output |
* | --- |
* | "Bring photo ID matching the name on the order and your order number. Someone else may pick up for you if you email us their name in advance." |
*
* @param {Content_Sale_Pickup_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_id = /** @type {((inputs?: Content_Sale_Pickup_IdInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Pickup_IdInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_pickup_id(inputs)
	return __en.content_sale_pickup_id(inputs)
});
/**
* | output |
* | --- |
* | "Bring a vehicle large enough and someone to help you lift. Our staff bring your order to the loading door but cannot load vehicles, take furniture apart or p..." |
*
* @param {Content_Sale_Pickup_VehicleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_vehicle = /** @type {((inputs?: Content_Sale_Pickup_VehicleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Pickup_VehicleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_pickup_vehicle(inputs)
	return __en.content_sale_pickup_vehicle(inputs)
});
/**
* | output |
* | --- |
* | "Missed pickups" |
*
* @param {Content_Sale_Missed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_missed_title = /** @type {((inputs?: Content_Sale_Missed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Missed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_missed_title(inputs)
	return __en.content_sale_missed_title(inputs)
});
/**
* | output |
* | --- |
* | "If you cannot make your appointment, move it from the link in your email (or from your account's deliveries) before its day. If an order is still not collect..." |
*
* @param {Content_Sale_MissedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_missed = /** @type {((inputs?: Content_Sale_MissedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_MissedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_missed(inputs)
	return __en.content_sale_missed(inputs)
});
/**
* | output |
* | --- |
* | "Quantities" |
*
* @param {Content_Sale_Quantities_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_quantities_title = /** @type {((inputs?: Content_Sale_Quantities_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Quantities_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_quantities_title(inputs)
	return __en.content_sale_quantities_title(inputs)
});
/**
* | output |
* | --- |
* | "Stock is limited to what is in the warehouse, and pieces are reserved only when your order is confirmed. We may limit quantities per customer so that more pe..." |
*
* @param {Content_Sale_QuantitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_quantities = /** @type {((inputs?: Content_Sale_QuantitiesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_QuantitiesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_quantities(inputs)
	return __en.content_sale_quantities(inputs)
});
/**
* | output |
* | --- |
* | "If you subscribe today" |
*
* @param {Content_Sale_Subscribers_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_subscribers_title = /** @type {((inputs?: Content_Sale_Subscribers_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_Subscribers_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_subscribers_title(inputs)
	return __en.content_sale_subscribers_title(inputs)
});
/**
* | output |
* | --- |
* | "Your current subscription, rental or financing agreement continues unchanged, and you can still buy out your furniture from your account. Questions about you..." |
*
* @param {Content_Sale_SubscribersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_subscribers = /** @type {((inputs: Content_Sale_SubscribersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Sale_SubscribersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_sale_subscribers(inputs)
	return __en.content_sale_subscribers(inputs)
});
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Content_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_title = /** @type {((inputs?: Content_Privacy_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_title(inputs)
	return __en.content_privacy_title(inputs)
});
/**
* | output |
* | --- |
* | "We collect only what we need to deliver, bill for and look after your furniture, we never sell your personal information, and you can see or correct what we ..." |
*
* @param {Content_Privacy_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_lead = /** @type {((inputs?: Content_Privacy_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_lead(inputs)
	return __en.content_privacy_lead(inputs)
});
/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {Content_Privacy_S_ScopeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_scope = /** @type {((inputs?: Content_Privacy_S_ScopeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_ScopeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_scope(inputs)
	return __en.content_privacy_s_scope(inputs)
});
/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Content_Privacy_S_CollectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_collect = /** @type {((inputs?: Content_Privacy_S_CollectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_CollectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_collect(inputs)
	return __en.content_privacy_s_collect(inputs)
});
/**
* | output |
* | --- |
* | "How we use it" |
*
* @param {Content_Privacy_S_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_use = /** @type {((inputs?: Content_Privacy_S_UseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_UseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_use(inputs)
	return __en.content_privacy_s_use(inputs)
});
/**
* | output |
* | --- |
* | "Your consent" |
*
* @param {Content_Privacy_S_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_consent = /** @type {((inputs?: Content_Privacy_S_ConsentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_ConsentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_consent(inputs)
	return __en.content_privacy_s_consent(inputs)
});
/**
* | output |
* | --- |
* | "Who we share it with" |
*
* @param {Content_Privacy_S_ShareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_share = /** @type {((inputs?: Content_Privacy_S_ShareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_ShareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_share(inputs)
	return __en.content_privacy_s_share(inputs)
});
/**
* | output |
* | --- |
* | "Cookies and browser storage" |
*
* @param {Content_Privacy_S_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_storage = /** @type {((inputs?: Content_Privacy_S_StorageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_StorageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_storage(inputs)
	return __en.content_privacy_s_storage(inputs)
});
/**
* | output |
* | --- |
* | "Where it is kept" |
*
* @param {Content_Privacy_S_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_where = /** @type {((inputs?: Content_Privacy_S_WhereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_WhereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_where(inputs)
	return __en.content_privacy_s_where(inputs)
});
/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Content_Privacy_S_RetentionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_retention = /** @type {((inputs?: Content_Privacy_S_RetentionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_RetentionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_retention(inputs)
	return __en.content_privacy_s_retention(inputs)
});
/**
* | output |
* | --- |
* | "How we protect it" |
*
* @param {Content_Privacy_S_SafeguardsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_safeguards = /** @type {((inputs?: Content_Privacy_S_SafeguardsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_SafeguardsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_safeguards(inputs)
	return __en.content_privacy_s_safeguards(inputs)
});
/**
* | output |
* | --- |
* | "Your rights" |
*
* @param {Content_Privacy_S_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_rights = /** @type {((inputs?: Content_Privacy_S_RightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_RightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_rights(inputs)
	return __en.content_privacy_s_rights(inputs)
});
/**
* | output |
* | --- |
* | "If something goes wrong" |
*
* @param {Content_Privacy_S_BreachesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_breaches = /** @type {((inputs?: Content_Privacy_S_BreachesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_BreachesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_breaches(inputs)
	return __en.content_privacy_s_breaches(inputs)
});
/**
* | output |
* | --- |
* | "Changes and contact" |
*
* @param {Content_Privacy_S_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_changes = /** @type {((inputs?: Content_Privacy_S_ChangesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_S_ChangesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_s_changes(inputs)
	return __en.content_privacy_s_changes(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture Inc. (“Pivot”, “we”) sells, finances, rents and subscribes furniture to customers in Canada. This policy covers the personal information we h..." |
*
* @param {Content_Privacy_ScopeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_scope = /** @type {((inputs?: Content_Privacy_ScopeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_ScopeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_scope(inputs)
	return __en.content_privacy_scope(inputs)
});
/**
* | output |
* | --- |
* | "<b>Identity and contact details</b>: your name, email address, phone numbers and the addresses you ask us to deliver to or bill." |
*
* @param {Content_Privacy_Collect_IdentityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_identity = /** @type {((inputs?: Content_Privacy_Collect_IdentityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Collect_IdentityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_collect_identity(inputs)
	return __en.content_privacy_collect_identity(inputs)
});
/**
* | output |
* | --- |
* | "<b>Delivery details</b>: floor, elevator and dock access, buzzer number and the instructions you give our crews." |
*
* @param {Content_Privacy_Collect_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_delivery = /** @type {((inputs?: Content_Privacy_Collect_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Collect_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_collect_delivery(inputs)
	return __en.content_privacy_collect_delivery(inputs)
});
/**
* | output |
* | --- |
* | "<b>Orders and payments</b>: what you ordered, your agreements, receipts and payment history. Card numbers are handled by our payment processor; we keep only ..." |
*
* @param {Content_Privacy_Collect_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_orders = /** @type {((inputs?: Content_Privacy_Collect_OrdersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Collect_OrdersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_collect_orders(inputs)
	return __en.content_privacy_collect_orders(inputs)
});
/**
* | output |
* | --- |
* | "<b>Photos you send us</b>, for example of a piece you are returning." |
*
* @param {Content_Privacy_Collect_PhotosInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_photos = /** @type {((inputs?: Content_Privacy_Collect_PhotosInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Collect_PhotosInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_collect_photos(inputs)
	return __en.content_privacy_collect_photos(inputs)
});
/**
* | output |
* | --- |
* | "<b>Reviews</b> you choose to write about products." |
*
* @param {Content_Privacy_Collect_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_reviews = /** @type {((inputs?: Content_Privacy_Collect_ReviewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Collect_ReviewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_collect_reviews(inputs)
	return __en.content_privacy_collect_reviews(inputs)
});
/**
* | output |
* | --- |
* | "<b>Technical information</b>: your browser and device type, pages visited and the release of our site you used, so that we can fix problems." |
*
* @param {Content_Privacy_Collect_TechnicalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_technical = /** @type {((inputs?: Content_Privacy_Collect_TechnicalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Collect_TechnicalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_collect_technical(inputs)
	return __en.content_privacy_collect_technical(inputs)
});
/**
* | output |
* | --- |
* | "to price, deliver, assemble, move, swap and pick up your furniture;" |
*
* @param {Content_Privacy_Use_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_deliver = /** @type {((inputs?: Content_Privacy_Use_DeliverInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Use_DeliverInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_use_deliver(inputs)
	return __en.content_privacy_use_deliver(inputs)
});
/**
* | output |
* | --- |
* | "to bill you under your agreement and send receipts;" |
*
* @param {Content_Privacy_Use_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_bill = /** @type {((inputs?: Content_Privacy_Use_BillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Use_BillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_use_bill(inputs)
	return __en.content_privacy_use_bill(inputs)
});
/**
* | output |
* | --- |
* | "to verify your identity and protect your account against fraud;" |
*
* @param {Content_Privacy_Use_VerifyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_verify = /** @type {((inputs?: Content_Privacy_Use_VerifyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Use_VerifyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_use_verify(inputs)
	return __en.content_privacy_use_verify(inputs)
});
/**
* | output |
* | --- |
* | "to answer your questions and handle PivotCare claims;" |
*
* @param {Content_Privacy_Use_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_answer = /** @type {((inputs?: Content_Privacy_Use_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Use_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_use_answer(inputs)
	return __en.content_privacy_use_answer(inputs)
});
/**
* | output |
* | --- |
* | "to improve our site and our service, using aggregated or de-identified data;" |
*
* @param {Content_Privacy_Use_ImproveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_improve = /** @type {((inputs?: Content_Privacy_Use_ImproveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Use_ImproveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_use_improve(inputs)
	return __en.content_privacy_use_improve(inputs)
});
/**
* | output |
* | --- |
* | "to send you offers by email, only if you opted in; every message has an unsubscribe link, as Canada’s anti-spam legislation requires." |
*
* @param {Content_Privacy_Use_OffersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_offers = /** @type {((inputs?: Content_Privacy_Use_OffersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Use_OffersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_use_offers(inputs)
	return __en.content_privacy_use_offers(inputs)
});
/**
* | output |
* | --- |
* | "We ask for your consent when we collect your information, and we use it only for the purposes above or ones you agree to later. You may withdraw consent at a..." |
*
* @param {Content_Privacy_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_consent = /** @type {((inputs?: Content_Privacy_ConsentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_ConsentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_consent(inputs)
	return __en.content_privacy_consent(inputs)
});
/**
* | output |
* | --- |
* | "We never sell or rent your personal information. We share it only with:" |
*
* @param {Content_Privacy_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_intro = /** @type {((inputs?: Content_Privacy_Share_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Share_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_share_intro(inputs)
	return __en.content_privacy_share_intro(inputs)
});
/**
* | output |
* | --- |
* | "our payment processor, to charge your card;" |
*
* @param {Content_Privacy_Share_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_payment = /** @type {((inputs?: Content_Privacy_Share_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Share_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_share_payment(inputs)
	return __en.content_privacy_share_payment(inputs)
});
/**
* | output |
* | --- |
* | "delivery and logistics partners who help our crews, limited to what a delivery needs;" |
*
* @param {Content_Privacy_Share_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_delivery = /** @type {((inputs?: Content_Privacy_Share_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Share_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_share_delivery(inputs)
	return __en.content_privacy_share_delivery(inputs)
});
/**
* | output |
* | --- |
* | "providers who host our systems or send our emails and text messages;" |
*
* @param {Content_Privacy_Share_HostingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_hosting = /** @type {((inputs?: Content_Privacy_Share_HostingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Share_HostingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_share_hosting(inputs)
	return __en.content_privacy_share_hosting(inputs)
});
/**
* | output |
* | --- |
* | "authorities, when the law requires it (for example, a court order), or to protect the safety of our customers and staff." |
*
* @param {Content_Privacy_Share_AuthoritiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_authorities = /** @type {((inputs?: Content_Privacy_Share_AuthoritiesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Share_AuthoritiesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_share_authorities(inputs)
	return __en.content_privacy_share_authorities(inputs)
});
/**
* | output |
* | --- |
* | "Every provider is bound by contract to protect your information and to use it only for the service it provides to us." |
*
* @param {Content_Privacy_Share_ContractsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_contracts = /** @type {((inputs?: Content_Privacy_Share_ContractsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Share_ContractsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_share_contracts(inputs)
	return __en.content_privacy_share_contracts(inputs)
});
/**
* | output |
* | --- |
* | "Our site keeps a few things in your browser so that it works: your cart, your chosen delivery city, your sign-in session and your preferred way to pay. We us..." |
*
* @param {Content_Privacy_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_storage = /** @type {((inputs?: Content_Privacy_StorageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_StorageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_storage(inputs)
	return __en.content_privacy_storage(inputs)
});
/**
* | output |
* | --- |
* | "Our customer records are stored in Canada. Some of our providers may process information in other countries, such as the United States, where it may be acces..." |
*
* @param {Content_Privacy_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_where = /** @type {((inputs?: Content_Privacy_WhereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_WhereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_where(inputs)
	return __en.content_privacy_where(inputs)
});
/**
* | output |
* | --- |
* | "We keep account and order records while your account is open and for seven years after your last transaction, as tax law requires for financial records. Deli..." |
*
* @param {Content_Privacy_RetentionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_retention = /** @type {((inputs?: Content_Privacy_RetentionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_RetentionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_retention(inputs)
	return __en.content_privacy_retention(inputs)
});
/**
* | output |
* | --- |
* | "Information travels encrypted between your browser and our servers. Passwords are stored only as strong one-way hashes. Staff can see customer records only w..." |
*
* @param {Content_Privacy_SafeguardsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_safeguards = /** @type {((inputs?: Content_Privacy_SafeguardsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_SafeguardsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_safeguards(inputs)
	return __en.content_privacy_safeguards(inputs)
});
/**
* | output |
* | --- |
* | "<b>Access</b>: ask what personal information we hold about you and how we have used it. We answer within 30 days." |
*
* @param {Content_Privacy_Rights_AccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_access = /** @type {((inputs?: Content_Privacy_Rights_AccessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Rights_AccessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_rights_access(inputs)
	return __en.content_privacy_rights_access(inputs)
});
/**
* | output |
* | --- |
* | "<b>Correction</b>: ask us to correct anything inaccurate. Most details can be changed directly in your account." |
*
* @param {Content_Privacy_Rights_CorrectionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_correction = /** @type {((inputs?: Content_Privacy_Rights_CorrectionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Rights_CorrectionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_rights_correction(inputs)
	return __en.content_privacy_rights_correction(inputs)
});
/**
* | output |
* | --- |
* | "<b>Withdrawal of consent</b> and, in Quebec, the right to have information de-indexed or deleted where the law allows." |
*
* @param {Content_Privacy_Rights_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_withdrawal = /** @type {((inputs?: Content_Privacy_Rights_WithdrawalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Rights_WithdrawalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_rights_withdrawal(inputs)
	return __en.content_privacy_rights_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "<b>Complaint</b>: if we have not resolved your concern, you may complain to the <opc>Office of the Privacy Commissioner of Canada</opc> or, in Quebec, to the..." |
*
* @param {Content_Privacy_Rights_ComplaintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_complaint = /** @type {((inputs?: Content_Privacy_Rights_ComplaintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_Rights_ComplaintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_rights_complaint(inputs)
	return __en.content_privacy_rights_complaint(inputs)
});
/**
* | output |
* | --- |
* | "If a breach of security creates a real risk of significant harm to you, we will tell you and report it to the Office of the Privacy Commissioner of Canada (a..." |
*
* @param {Content_Privacy_BreachesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_breaches = /** @type {((inputs?: Content_Privacy_BreachesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_BreachesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_breaches(inputs)
	return __en.content_privacy_breaches(inputs)
});
/**
* | output |
* | --- |
* | "If we change this policy in a way that matters, we will email account holders before the change takes effect. The date at the top shows the latest version." |
*
* @param {Content_Privacy_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_changes = /** @type {((inputs?: Content_Privacy_ChangesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_ChangesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_changes(inputs)
	return __en.content_privacy_changes(inputs)
});
/**
* | output |
* | --- |
* | "Privacy officer, Pivot Furniture Inc.: <email>{email}</email>, or by mail at the address on our <contact>contact page</contact>." |
*
* @param {Content_Privacy_OfficerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_officer = /** @type {((inputs: Content_Privacy_OfficerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Privacy_OfficerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_privacy_officer(inputs)
	return __en.content_privacy_officer(inputs)
});
/**
* | output |
* | --- |
* | "Frequently asked questions" |
*
* @param {Content_Faq_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_title = /** @type {((inputs?: Content_Faq_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_title(inputs)
	return __en.content_faq_title(inputs)
});
/**
* | output |
* | --- |
* | "Straight answers about subscribing, financing, renting and buying furniture with Pivot, and about delivery, returns and care." |
*
* @param {Content_Faq_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_lead = /** @type {((inputs?: Content_Faq_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_lead(inputs)
	return __en.content_faq_lead(inputs)
});
/**
* | output |
* | --- |
* | "Topics" |
*
* @param {Content_Faq_TopicsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_topics = /** @type {((inputs?: Content_Faq_TopicsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_TopicsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_topics(inputs)
	return __en.content_faq_topics(inputs)
});
/**
* | output |
* | --- |
* | "Shopping with Pivot" |
*
* @param {Content_Faq_S_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_shopping = /** @type {((inputs?: Content_Faq_S_ShoppingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_S_ShoppingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_s_shopping(inputs)
	return __en.content_faq_s_shopping(inputs)
});
/**
* | output |
* | --- |
* | "Delivery and assembly" |
*
* @param {Content_Faq_S_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_delivery = /** @type {((inputs?: Content_Faq_S_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_S_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_s_delivery(inputs)
	return __en.content_faq_s_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Returns, swaps and moves" |
*
* @param {Content_Faq_S_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_returns = /** @type {((inputs?: Content_Faq_S_ReturnsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_S_ReturnsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_s_returns(inputs)
	return __en.content_faq_s_returns(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare" |
*
* @param {Content_Faq_S_PivotcareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_pivotcare = /** @type {((inputs?: Content_Faq_S_PivotcareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_S_PivotcareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_s_pivotcare(inputs)
	return __en.content_faq_s_pivotcare(inputs)
});
/**
* | output |
* | --- |
* | "Your account and billing" |
*
* @param {Content_Faq_S_BillingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_billing = /** @type {((inputs?: Content_Faq_S_BillingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_S_BillingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_s_billing(inputs)
	return __en.content_faq_s_billing(inputs)
});
/**
* | output |
* | --- |
* | "The liquidation sale" |
*
* @param {Content_Faq_S_LiquidationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_liquidation = /** @type {((inputs?: Content_Faq_S_LiquidationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_S_LiquidationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_s_liquidation(inputs)
	return __en.content_faq_s_liquidation(inputs)
});
/**
* | output |
* | --- |
* | "What does “better than new” mean?" |
*
* @param {Content_Faq_Btn_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_btn_q = /** @type {((inputs?: Content_Faq_Btn_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Btn_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_btn_q(inputs)
	return __en.content_faq_btn_q(inputs)
});
/**
* | output |
* | --- |
* | "Every piece we deliver is either brand new or has been inspected, deep-cleaned and refurbished in our own depot so that it looks and performs like new. Worn ..." |
*
* @param {Content_Faq_Btn_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_btn_a1 = /** @type {((inputs?: Content_Faq_Btn_A1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Btn_A1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_btn_a1(inputs)
	return __en.content_faq_btn_a1(inputs)
});
/**
* | output |
* | --- |
* | "If something arrives that does not meet that standard, tell us within 7 days of delivery and we will exchange it at no charge." |
*
* @param {Content_Faq_Btn_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_btn_a2 = /** @type {((inputs?: Content_Faq_Btn_A2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Btn_A2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_btn_a2(inputs)
	return __en.content_faq_btn_a2(inputs)
});
/**
* | output |
* | --- |
* | "What is the difference between subscribing, financing, renting and buying?" |
*
* @param {Content_Faq_Ways_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_q = /** @type {((inputs?: Content_Faq_Ways_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Ways_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_ways_q(inputs)
	return __en.content_faq_ways_q(inputs)
});
/**
* | output |
* | --- |
* | "Ways to get your furniture" |
*
* @param {Content_Faq_Ways_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_label = /** @type {((inputs?: Content_Faq_Ways_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Ways_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_ways_label(inputs)
	return __en.content_faq_ways_label(inputs)
});
/**
* | output |
* | --- |
* | "Four ways to furnish your home" |
*
* @param {Content_Faq_Ways_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_caption = /** @type {((inputs?: Content_Faq_Ways_CaptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Ways_CaptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_ways_caption(inputs)
	return __en.content_faq_ways_caption(inputs)
});
/**
* | output |
* | --- |
* | "Option" |
*
* @param {Content_Faq_Col_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_option = /** @type {((inputs?: Content_Faq_Col_OptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Col_OptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_col_option(inputs)
	return __en.content_faq_col_option(inputs)
});
/**
* | output |
* | --- |
* | "How you pay" |
*
* @param {Content_Faq_Col_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_pay = /** @type {((inputs?: Content_Faq_Col_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Col_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_col_pay(inputs)
	return __en.content_faq_col_pay(inputs)
});
/**
* | output |
* | --- |
* | "Who owns it" |
*
* @param {Content_Faq_Col_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_owner = /** @type {((inputs?: Content_Faq_Col_OwnerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Col_OwnerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_col_owner(inputs)
	return __en.content_faq_col_owner(inputs)
});
/**
* | output |
* | --- |
* | "Best for" |
*
* @param {Content_Faq_Col_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_best = /** @type {((inputs?: Content_Faq_Col_BestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Col_BestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_col_best(inputs)
	return __en.content_faq_col_best(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Content_Faq_Sub_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_name = /** @type {((inputs?: Content_Faq_Sub_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Sub_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_sub_name(inputs)
	return __en.content_faq_sub_name(inputs)
});
/**
* | output |
* | --- |
* | "A monthly fee, for as long as you keep it" |
*
* @param {Content_Faq_Sub_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_pay = /** @type {((inputs?: Content_Faq_Sub_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Sub_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_sub_pay(inputs)
	return __en.content_faq_sub_pay(inputs)
});
/**
* | output |
* | --- |
* | "Pivot, until your payments reach the retail price" |
*
* @param {Content_Faq_Sub_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_owner = /** @type {((inputs?: Content_Faq_Sub_OwnerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Sub_OwnerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_sub_owner(inputs)
	return __en.content_faq_sub_owner(inputs)
});
/**
* | output |
* | --- |
* | "Flexibility: swap, move or return whenever life changes" |
*
* @param {Content_Faq_Sub_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_best = /** @type {((inputs?: Content_Faq_Sub_BestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Sub_BestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_sub_best(inputs)
	return __en.content_faq_sub_best(inputs)
});
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Content_Faq_Fin_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fin_name = /** @type {((inputs?: Content_Faq_Fin_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Fin_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_fin_name(inputs)
	return __en.content_faq_fin_name(inputs)
});
/**
* | output |
* | --- |
* | "The purchase price in equal monthly payments over a set term" |
*
* @param {Content_Faq_Fin_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fin_pay = /** @type {((inputs?: Content_Faq_Fin_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Fin_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_fin_pay(inputs)
	return __en.content_faq_fin_pay(inputs)
});
/**
* | output |
* | --- |
* | "You, from delivery" |
*
* @param {Content_Faq_Owner_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_owner_you = /** @type {((inputs?: Content_Faq_Owner_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Owner_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_owner_you(inputs)
	return __en.content_faq_owner_you(inputs)
});
/**
* | output |
* | --- |
* | "Owning now and spreading the cost" |
*
* @param {Content_Faq_Fin_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fin_best = /** @type {((inputs?: Content_Faq_Fin_BestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Fin_BestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_fin_best(inputs)
	return __en.content_faq_fin_best(inputs)
});
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Content_Faq_Rent_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_name = /** @type {((inputs?: Content_Faq_Rent_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Rent_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_rent_name(inputs)
	return __en.content_faq_rent_name(inputs)
});
/**
* | output |
* | --- |
* | "A monthly rent for a fixed term" |
*
* @param {Content_Faq_Rent_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_pay = /** @type {((inputs?: Content_Faq_Rent_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Rent_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_rent_pay(inputs)
	return __en.content_faq_rent_pay(inputs)
});
/**
* | output |
* | --- |
* | "Pivot; it comes back at the end" |
*
* @param {Content_Faq_Rent_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_owner = /** @type {((inputs?: Content_Faq_Rent_OwnerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Rent_OwnerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_rent_owner(inputs)
	return __en.content_faq_rent_owner(inputs)
});
/**
* | output |
* | --- |
* | "A temporary home, a staging or a short contract" |
*
* @param {Content_Faq_Rent_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_best = /** @type {((inputs?: Content_Faq_Rent_BestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Rent_BestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_rent_best(inputs)
	return __en.content_faq_rent_best(inputs)
});
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Content_Faq_Buy_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buy_name = /** @type {((inputs?: Content_Faq_Buy_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Buy_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_buy_name(inputs)
	return __en.content_faq_buy_name(inputs)
});
/**
* | output |
* | --- |
* | "The full price once, at checkout" |
*
* @param {Content_Faq_Buy_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buy_pay = /** @type {((inputs?: Content_Faq_Buy_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Buy_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_buy_pay(inputs)
	return __en.content_faq_buy_pay(inputs)
});
/**
* | output |
* | --- |
* | "Keeping it for years" |
*
* @param {Content_Faq_Buy_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buy_best = /** @type {((inputs?: Content_Faq_Buy_BestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Buy_BestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_buy_best(inputs)
	return __en.content_faq_buy_best(inputs)
});
/**
* | output |
* | --- |
* | "The full terms of each option are summarised on our <contract>agreements page</contract>." |
*
* @param {Content_Faq_Ways_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_agreements = /** @type {((inputs?: Content_Faq_Ways_AgreementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Ways_AgreementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_ways_agreements(inputs)
	return __en.content_faq_ways_agreements(inputs)
});
/**
* | output |
* | --- |
* | "When does a subscription end?" |
*
* @param {Content_Faq_End_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_end_q = /** @type {((inputs?: Content_Faq_End_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_End_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_end_q(inputs)
	return __en.content_faq_end_q(inputs)
});
/**
* | output |
* | --- |
* | "Whenever you like: schedule a return and billing stops on the pickup day. If you keep a piece long enough, your payments stop one month before the total you ..." |
*
* @param {Content_Faq_End_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_end_a = /** @type {((inputs?: Content_Faq_End_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_End_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_end_a(inputs)
	return __en.content_faq_end_a(inputs)
});
/**
* | output |
* | --- |
* | "Are prices in Canadian dollars? What about tax?" |
*
* @param {Content_Faq_Tax_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_tax_q = /** @type {((inputs?: Content_Faq_Tax_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Tax_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_tax_q(inputs)
	return __en.content_faq_tax_q(inputs)
});
/**
* | output |
* | --- |
* | "Every price on the site is in Canadian dollars. Sales tax (GST or HST, plus PST or QST where it applies) depends on the province you have your furniture deli..." |
*
* @param {Content_Faq_Tax_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_tax_a = /** @type {((inputs?: Content_Faq_Tax_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Tax_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_tax_a(inputs)
	return __en.content_faq_tax_a(inputs)
});
/**
* | output |
* | --- |
* | "Can I see and feel fabrics before I order?" |
*
* @param {Content_Faq_Fabric_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fabric_q = /** @type {((inputs?: Content_Faq_Fabric_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Fabric_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_fabric_q(inputs)
	return __en.content_faq_fabric_q(inputs)
});
/**
* | output |
* | --- |
* | "Yes. <swatches>Order free fabric swatches</swatches> and we will mail them to you, usually within a week." |
*
* @param {Content_Faq_Fabric_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fabric_a = /** @type {((inputs?: Content_Faq_Fabric_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Fabric_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_fabric_a(inputs)
	return __en.content_faq_fabric_a(inputs)
});
/**
* | output |
* | --- |
* | "Where do you deliver?" |
*
* @param {Content_Faq_Where_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_where_q = /** @type {((inputs?: Content_Faq_Where_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Where_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_where_q(inputs)
	return __en.content_faq_where_q(inputs)
});
/**
* | output |
* | --- |
* | "Our own white-glove crews deliver within 75 km of our depots in {count} cities: {cities}." |
*
* @param {Content_Faq_Where_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_where_a1 = /** @type {((inputs: Content_Faq_Where_A1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Where_A1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_where_a1(inputs)
	return __en.content_faq_where_a1(inputs)
});
/**
* | output |
* | --- |
* | "Choose your city with the location button at the top of any page: prices, availability and the delivery fee follow your choice." |
*
* @param {Content_Faq_Where_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_where_a2 = /** @type {((inputs?: Content_Faq_Where_A2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Where_A2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_where_a2(inputs)
	return __en.content_faq_where_a2(inputs)
});
/**
* | output |
* | --- |
* | "How much does delivery cost?" |
*
* @param {Content_Faq_Cost_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_cost_q = /** @type {((inputs?: Content_Faq_Cost_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Cost_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_cost_q(inputs)
	return __en.content_faq_cost_q(inputs)
});
/**
* | output |
* | --- |
* | "One flat fee per order, which depends on your city and starts at {fee}. It covers carrying everything in, placing it in the room you choose and taking the pa..." |
*
* @param {Content_Faq_Cost_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_cost_a = /** @type {((inputs: Content_Faq_Cost_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Cost_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_cost_a(inputs)
	return __en.content_faq_cost_a(inputs)
});
/**
* | output |
* | --- |
* | "When can you deliver?" |
*
* @param {Content_Faq_When_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_when_q = /** @type {((inputs?: Content_Faq_When_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_When_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_when_q(inputs)
	return __en.content_faq_when_q(inputs)
});
/**
* | output |
* | --- |
* | "Seven days a week, between 9 a.m. and 9 p.m. local time. You choose a delivery window at checkout, and we text you when the crew is about 30 minutes away." |
*
* @param {Content_Faq_When_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_when_a = /** @type {((inputs?: Content_Faq_When_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_When_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_when_a(inputs)
	return __en.content_faq_when_a(inputs)
});
/**
* | output |
* | --- |
* | "Do you assemble the furniture?" |
*
* @param {Content_Faq_Assembly_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_assembly_q = /** @type {((inputs?: Content_Faq_Assembly_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Assembly_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_assembly_q(inputs)
	return __en.content_faq_assembly_q(inputs)
});
/**
* | output |
* | --- |
* | "Yes. Add assembly at checkout and the crew sets everything up before they leave. A few pieces arrive ready to use; their product page says “assembly not offe..." |
*
* @param {Content_Faq_Assembly_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_assembly_a = /** @type {((inputs?: Content_Faq_Assembly_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Assembly_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_assembly_a(inputs)
	return __en.content_faq_assembly_a(inputs)
});
/**
* | output |
* | --- |
* | "Can I return subscription furniture?" |
*
* @param {Content_Faq_Return_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_return_q = /** @type {((inputs?: Content_Faq_Return_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Return_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_return_q(inputs)
	return __en.content_faq_return_q(inputs)
});
/**
* | output |
* | --- |
* | "Yes. {terms} An agreement signed earlier keeps the return terms it was signed with; each item shows its own free-return day when you start a return." |
*
* @param {Content_Faq_Return_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_return_a = /** @type {((inputs: Content_Faq_Return_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Return_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_return_a(inputs)
	return __en.content_faq_return_a(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You may return any item at any time by booking a pickup in your account. A pickup in the first {count} year of an item’s subscription costs twice its monthly..." |
* | "other" | "You may return any item at any time by booking a pickup in your account. A pickup in the first {count} years of an item’s subscription costs twice its monthl..." |
*
* @param {Content_Return_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_return_terms = /** @type {((inputs: Content_Return_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Return_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_return_terms(inputs)
	return __en.content_return_terms(inputs)
});
/**
* | output |
* | --- |
* | "Can I swap a piece for something else?" |
*
* @param {Content_Faq_Swap_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_swap_q = /** @type {((inputs?: Content_Faq_Swap_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Swap_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_swap_q(inputs)
	return __en.content_faq_swap_q(inputs)
});
/**
* | output |
* | --- |
* | "Yes. Choose the replacement in your account and we deliver it on the same visit that we pick up the piece you are returning." |
*
* @param {Content_Faq_Swap_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_swap_a = /** @type {((inputs?: Content_Faq_Swap_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Swap_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_swap_a(inputs)
	return __en.content_faq_swap_a(inputs)
});
/**
* | output |
* | --- |
* | "I’m moving. Can you move my furniture?" |
*
* @param {Content_Faq_Move_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_move_q = /** @type {((inputs?: Content_Faq_Move_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Move_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_move_q(inputs)
	return __en.content_faq_move_q(inputs)
});
/**
* | output |
* | --- |
* | "We move subscribed furniture within your city or to any of our other delivery cities. Book the move from your account at least one week before moving day." |
*
* @param {Content_Faq_Move_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_move_a = /** @type {((inputs?: Content_Faq_Move_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Move_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_move_a(inputs)
	return __en.content_faq_move_a(inputs)
});
/**
* | output |
* | --- |
* | "Can I return something I bought?" |
*
* @param {Content_Faq_Bought_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_bought_q = /** @type {((inputs?: Content_Faq_Bought_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Bought_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_bought_q(inputs)
	return __en.content_faq_bought_q(inputs)
});
/**
* | output |
* | --- |
* | "Furniture you bought or financed can be returned within 14 days of delivery if it is in the condition it arrived in. We refund the price less a pickup fee eq..." |
*
* @param {Content_Faq_Bought_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_bought_a = /** @type {((inputs?: Content_Faq_Bought_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Bought_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_bought_a(inputs)
	return __en.content_faq_bought_a(inputs)
});
/**
* | output |
* | --- |
* | "Can I buy the furniture I subscribe to?" |
*
* @param {Content_Faq_Buyout_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buyout_q = /** @type {((inputs?: Content_Faq_Buyout_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Buyout_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_buyout_q(inputs)
	return __en.content_faq_buyout_q(inputs)
});
/**
* | output |
* | --- |
* | "Yes. Buy it out from your account at any time: the subscription fees you have already paid count toward the price." |
*
* @param {Content_Faq_Buyout_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buyout_a = /** @type {((inputs?: Content_Faq_Buyout_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Buyout_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_buyout_a(inputs)
	return __en.content_faq_buyout_a(inputs)
});
/**
* | output |
* | --- |
* | "What is PivotCare?" |
*
* @param {Content_Faq_Care_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_care_q = /** @type {((inputs?: Content_Faq_Care_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Care_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_care_q(inputs)
	return __en.content_faq_care_q(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare is accidental-damage cover you can add to any subscribed item in your cart. It costs 20% of the item’s monthly fee: on a {fee} a month sofa, that i..." |
*
* @param {Content_Faq_Care_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_care_a1 = /** @type {((inputs: Content_Faq_Care_A1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Care_A1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_care_a1(inputs)
	return __en.content_faq_care_a1(inputs)
});
/**
* | output |
* | --- |
* | "With PivotCare, we repair or replace an item damaged by accident (spills, stains, tears, a broken leg) at no cost to you. Normal wear is never charged, with ..." |
*
* @param {Content_Faq_Care_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_care_a2 = /** @type {((inputs?: Content_Faq_Care_A2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Care_A2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_care_a2(inputs)
	return __en.content_faq_care_a2(inputs)
});
/**
* | output |
* | --- |
* | "What if I don’t have PivotCare and something breaks?" |
*
* @param {Content_Faq_Nocare_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_q = /** @type {((inputs?: Content_Faq_Nocare_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Nocare_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_nocare_q(inputs)
	return __en.content_faq_nocare_q(inputs)
});
/**
* | output |
* | --- |
* | "You pay for the repair, at the prices on our published repair chart:" |
*
* @param {Content_Faq_Nocare_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_a1 = /** @type {((inputs?: Content_Faq_Nocare_A1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Nocare_A1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_nocare_a1(inputs)
	return __en.content_faq_nocare_a1(inputs)
});
/**
* | output |
* | --- |
* | "legs and feet: {from} to {to}" |
*
* @param {Content_Faq_Nocare_LegsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_legs = /** @type {((inputs: Content_Faq_Nocare_LegsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Nocare_LegsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_nocare_legs(inputs)
	return __en.content_faq_nocare_legs(inputs)
});
/**
* | output |
* | --- |
* | "upholstery: {from} to {to}" |
*
* @param {Content_Faq_Nocare_UpholsteryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_upholstery = /** @type {((inputs: Content_Faq_Nocare_UpholsteryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Nocare_UpholsteryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_nocare_upholstery(inputs)
	return __en.content_faq_nocare_upholstery(inputs)
});
/**
* | output |
* | --- |
* | "hard surfaces (wood, stone, metal): {from} to {to}" |
*
* @param {Content_Faq_Nocare_HardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_hard = /** @type {((inputs: Content_Faq_Nocare_HardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Nocare_HardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_nocare_hard(inputs)
	return __en.content_faq_nocare_hard(inputs)
});
/**
* | output |
* | --- |
* | "If a piece cannot be repaired, you pay its retail price less the fees you have already paid for it." |
*
* @param {Content_Faq_Nocare_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_a2 = /** @type {((inputs?: Content_Faq_Nocare_A2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Nocare_A2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_nocare_a2(inputs)
	return __en.content_faq_nocare_a2(inputs)
});
/**
* | output |
* | --- |
* | "When am I charged?" |
*
* @param {Content_Faq_Charged_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_charged_q = /** @type {((inputs?: Content_Faq_Charged_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Charged_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_charged_q(inputs)
	return __en.content_faq_charged_q(inputs)
});
/**
* | output |
* | --- |
* | "Subscription, rental and financing payments are charged each month on the day of the month your furniture was delivered, to the card on file. Every receipt i..." |
*
* @param {Content_Faq_Charged_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_charged_a = /** @type {((inputs?: Content_Faq_Charged_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Charged_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_charged_a(inputs)
	return __en.content_faq_charged_a(inputs)
});
/**
* | output |
* | --- |
* | "A payment didn’t go through. What do I do?" |
*
* @param {Content_Faq_Failed_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_failed_q = /** @type {((inputs?: Content_Faq_Failed_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Failed_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_failed_q(inputs)
	return __en.content_faq_failed_q(inputs)
});
/**
* | output |
* | --- |
* | "If a payment fails, a billing alert appears at the top of every page while you are signed in. Follow it to update your card; we retry the payment once your d..." |
*
* @param {Content_Faq_Failed_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_failed_a = /** @type {((inputs?: Content_Faq_Failed_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Failed_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_failed_a(inputs)
	return __en.content_faq_failed_a(inputs)
});
/**
* | output |
* | --- |
* | "How do I reach a person?" |
*
* @param {Content_Faq_Person_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_person_q = /** @type {((inputs?: Content_Faq_Person_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Person_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_person_q(inputs)
	return __en.content_faq_person_q(inputs)
});
/**
* | output |
* | --- |
* | "Call us at <phone>{phone}</phone> or email <email>{email}</email>. Our hours are on the <contact>contact page</contact>." |
*
* @param {Content_Faq_Person_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_person_a = /** @type {((inputs: Content_Faq_Person_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Person_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_person_a(inputs)
	return __en.content_faq_person_a(inputs)
});
/**
* | output |
* | --- |
* | "What is the liquidation sale?" |
*
* @param {Content_Faq_Sale_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sale_q = /** @type {((inputs?: Content_Faq_Sale_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Sale_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_sale_q(inputs)
	return __en.content_faq_sale_q(inputs)
});
/**
* | output |
* | --- |
* | "Our final sale: every piece is 85% off its retail price, sold as final sale and picked up at our warehouse in Mississauga, Ontario. There is no delivery for ..." |
*
* @param {Content_Faq_Sale_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sale_a1 = /** @type {((inputs?: Content_Faq_Sale_A1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Sale_A1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_sale_a1(inputs)
	return __en.content_faq_sale_a1(inputs)
});
/**
* | output |
* | --- |
* | "The details, including pickup hours, are in the <policy>liquidation sale policy</policy>." |
*
* @param {Content_Faq_Sale_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sale_a2 = /** @type {((inputs?: Content_Faq_Sale_A2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Faq_Sale_A2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_faq_sale_a2(inputs)
	return __en.content_faq_sale_a2(inputs)
});
/**
* | output |
* | --- |
* | "Montreal" |
*
* @param {Content_City_MontrealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_city_montreal = /** @type {((inputs?: Content_City_MontrealInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_City_MontrealInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_city_montreal(inputs)
	return __en.content_city_montreal(inputs)
});
/**
* | output |
* | --- |
* | "Quebec City" |
*
* @param {Content_City_QuebecInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_city_quebec = /** @type {((inputs?: Content_City_QuebecInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_City_QuebecInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_city_quebec(inputs)
	return __en.content_city_quebec(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Return at any time: a pickup costs twice its monthly fee in the first {count} year, then it is free" |
* | "other" | "Return at any time: a pickup costs twice its monthly fee in the first {count} years, then it is free" |
*
* @param {Content_Return_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_return_summary = /** @type {((inputs: Content_Return_SummaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Return_SummaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_return_summary(inputs)
	return __en.content_return_summary(inputs)
});
/**
* | output |
* | --- |
* | "Looking after the furniture" |
*
* @param {Content_Agr_Care_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_care_title = /** @type {((inputs?: Content_Agr_Care_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Care_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_care_title(inputs)
	return __en.content_agr_care_title(inputs)
});
/**
* | output |
* | --- |
* | "Use the furniture at the delivery address for ordinary household purposes and follow the care instructions we give you. Normal wear is expected and never cha..." |
*
* @param {Content_Agr_Care_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_care_p1 = /** @type {((inputs?: Content_Agr_Care_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Care_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_care_p1(inputs)
	return __en.content_agr_care_p1(inputs)
});
/**
* | output |
* | --- |
* | "Tell us about damage as soon as it happens. With PivotCare (20% of the item’s monthly fee) accidental damage is repaired or the item replaced at no cost. Wit..." |
*
* @param {Content_Agr_Care_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_care_p2 = /** @type {((inputs: Content_Agr_Care_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Care_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_care_p2(inputs)
	return __en.content_agr_care_p2(inputs)
});
/**
* | output |
* | --- |
* | "Your rights and the law" |
*
* @param {Content_Agr_Law_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_law_title = /** @type {((inputs?: Content_Agr_Law_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Law_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_law_title(inputs)
	return __en.content_agr_law_title(inputs)
});
/**
* | output |
* | --- |
* | "This agreement is governed by the laws of the province or territory of the delivery address. Nothing in it limits the rights you have under that province’s c..." |
*
* @param {Content_Agr_Law_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_law_p1 = /** @type {((inputs?: Content_Agr_Law_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Law_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_law_p1(inputs)
	return __en.content_agr_law_p1(inputs)
});
/**
* | output |
* | --- |
* | "Questions" |
*
* @param {Content_Agr_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_contact_title = /** @type {((inputs?: Content_Agr_Contact_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Contact_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_contact_title(inputs)
	return __en.content_agr_contact_title(inputs)
});
/**
* | output |
* | --- |
* | "Call {phone} or email {email}. Your signed agreement is always available in your account." |
*
* @param {Content_Agr_Contact_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_contact_p1 = /** @type {((inputs: Content_Agr_Contact_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Contact_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_contact_p1(inputs)
	return __en.content_agr_contact_p1(inputs)
});
/**
* | output |
* | --- |
* | "What you are agreeing to" |
*
* @param {Content_Agr_What_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_what_title = /** @type {((inputs?: Content_Agr_What_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_What_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_what_title(inputs)
	return __en.content_agr_what_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscription agreement" |
*
* @param {Content_Agr_Sub_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_name = /** @type {((inputs?: Content_Agr_Sub_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_name(inputs)
	return __en.content_agr_sub_name(inputs)
});
/**
* | output |
* | --- |
* | "Read the subscription agreement" |
*
* @param {Content_Agr_Sub_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_read = /** @type {((inputs?: Content_Agr_Sub_ReadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_ReadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_read(inputs)
	return __en.content_agr_sub_read(inputs)
});
/**
* | output |
* | --- |
* | "A monthly fee for as long as you keep the furniture, with swaps, moves and returns." |
*
* @param {Content_Agr_Sub_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_summary = /** @type {((inputs?: Content_Agr_Sub_SummaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_SummaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_summary(inputs)
	return __en.content_agr_sub_summary(inputs)
});
/**
* | output |
* | --- |
* | "Billed monthly, on the day of the month of delivery" |
*
* @param {Content_Agr_Sub_H1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_h1 = /** @type {((inputs?: Content_Agr_Sub_H1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_H1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_h1(inputs)
	return __en.content_agr_sub_h1(inputs)
});
/**
* | output |
* | --- |
* | "Payments stop one month before they reach the retail price, and the piece is yours" |
*
* @param {Content_Agr_Sub_H3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_h3 = /** @type {((inputs?: Content_Agr_Sub_H3Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_H3Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_h3(inputs)
	return __en.content_agr_sub_h3(inputs)
});
/**
* | output |
* | --- |
* | "Optional PivotCare at 20% of the monthly fee" |
*
* @param {Content_Agr_Sub_H4Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_h4 = /** @type {((inputs?: Content_Agr_Sub_H4Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_H4Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_h4(inputs)
	return __en.content_agr_sub_h4(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture Inc. lets you use the furniture listed on your order confirmation, at the delivery address, for a monthly fee. Pivot owns the furniture until..." |
*
* @param {Content_Agr_Sub_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_what = /** @type {((inputs?: Content_Agr_Sub_WhatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_WhatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_what(inputs)
	return __en.content_agr_sub_what(inputs)
});
/**
* | output |
* | --- |
* | "Fees and billing" |
*
* @param {Content_Agr_Sub_Fees_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_fees_title = /** @type {((inputs?: Content_Agr_Sub_Fees_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_Fees_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_fees_title(inputs)
	return __en.content_agr_sub_fees_title(inputs)
});
/**
* | output |
* | --- |
* | "The monthly fee of each item, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. The first month is charged on delivery; la..." |
*
* @param {Content_Agr_Sub_Fees_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_fees_p1 = /** @type {((inputs?: Content_Agr_Sub_Fees_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_Fees_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_fees_p1(inputs)
	return __en.content_agr_sub_fees_p1(inputs)
});
/**
* | output |
* | --- |
* | "If a payment fails, we let you know and retry it once you update your card. Amounts more than 30 days overdue may lead us to end the agreement and collect th..." |
*
* @param {Content_Agr_Sub_Fees_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_fees_p2 = /** @type {((inputs?: Content_Agr_Sub_Fees_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_Fees_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_fees_p2(inputs)
	return __en.content_agr_sub_fees_p2(inputs)
});
/**
* | output |
* | --- |
* | "Swaps, moves and returns" |
*
* @param {Content_Agr_Sub_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_returns_title = /** @type {((inputs?: Content_Agr_Sub_Returns_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_Returns_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_returns_title(inputs)
	return __en.content_agr_sub_returns_title(inputs)
});
/**
* | output |
* | --- |
* | "If you signed an earlier version of this agreement, the return terms of the version you signed apply to the items it covers." |
*
* @param {Content_Agr_Sub_Returns_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_returns_p2 = /** @type {((inputs?: Content_Agr_Sub_Returns_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_Returns_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_returns_p2(inputs)
	return __en.content_agr_sub_returns_p2(inputs)
});
/**
* | output |
* | --- |
* | "You may swap an item for another: we deliver the replacement when we pick up the original. Moves within our delivery cities need one week’s notice and are ch..." |
*
* @param {Content_Agr_Sub_Returns_P3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_returns_p3 = /** @type {((inputs?: Content_Agr_Sub_Returns_P3Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_Returns_P3Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_returns_p3(inputs)
	return __en.content_agr_sub_returns_p3(inputs)
});
/**
* | output |
* | --- |
* | "When the furniture becomes yours" |
*
* @param {Content_Agr_Sub_Own_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_own_title = /** @type {((inputs?: Content_Agr_Sub_Own_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_Own_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_own_title(inputs)
	return __en.content_agr_sub_own_title(inputs)
});
/**
* | output |
* | --- |
* | "Payments for an item stop one month before the total you have paid for it reaches its retail price. From then on it belongs to you. You may also buy an item ..." |
*
* @param {Content_Agr_Sub_Own_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_own_p1 = /** @type {((inputs?: Content_Agr_Sub_Own_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Sub_Own_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_sub_own_p1(inputs)
	return __en.content_agr_sub_own_p1(inputs)
});
/**
* | output |
* | --- |
* | "Rental agreement" |
*
* @param {Content_Agr_Rent_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_name = /** @type {((inputs?: Content_Agr_Rent_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_name(inputs)
	return __en.content_agr_rent_name(inputs)
});
/**
* | output |
* | --- |
* | "Read the rental agreement" |
*
* @param {Content_Agr_Rent_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_read = /** @type {((inputs?: Content_Agr_Rent_ReadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_ReadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_read(inputs)
	return __en.content_agr_rent_read(inputs)
});
/**
* | output |
* | --- |
* | "A monthly rent for a fixed term; the furniture comes back to us at the end." |
*
* @param {Content_Agr_Rent_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_summary = /** @type {((inputs?: Content_Agr_Rent_SummaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_SummaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_summary(inputs)
	return __en.content_agr_rent_summary(inputs)
});
/**
* | output |
* | --- |
* | "A fixed term, chosen at checkout, billed monthly" |
*
* @param {Content_Agr_Rent_H1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h1 = /** @type {((inputs?: Content_Agr_Rent_H1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_H1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_h1(inputs)
	return __en.content_agr_rent_h1(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the end of the term is free" |
*
* @param {Content_Agr_Rent_H2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h2 = /** @type {((inputs?: Content_Agr_Rent_H2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_H2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_h2(inputs)
	return __en.content_agr_rent_h2(inputs)
});
/**
* | output |
* | --- |
* | "Continue month to month if you need longer" |
*
* @param {Content_Agr_Rent_H3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h3 = /** @type {((inputs?: Content_Agr_Rent_H3Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_H3Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_h3(inputs)
	return __en.content_agr_rent_h3(inputs)
});
/**
* | output |
* | --- |
* | "The furniture stays Pivot’s; rent does not count toward buying it" |
*
* @param {Content_Agr_Rent_H4Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h4 = /** @type {((inputs?: Content_Agr_Rent_H4Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_H4Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_h4(inputs)
	return __en.content_agr_rent_h4(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture Inc. rents you the furniture listed on your order confirmation for the term shown at checkout, at the delivery address. Pivot owns the furnit..." |
*
* @param {Content_Agr_Rent_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_what = /** @type {((inputs?: Content_Agr_Rent_WhatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_WhatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_what(inputs)
	return __en.content_agr_rent_what(inputs)
});
/**
* | output |
* | --- |
* | "Rent and billing" |
*
* @param {Content_Agr_Rent_Billing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_billing_title = /** @type {((inputs?: Content_Agr_Rent_Billing_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_Billing_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_billing_title(inputs)
	return __en.content_agr_rent_billing_title(inputs)
});
/**
* | output |
* | --- |
* | "The monthly rent, the term, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. Rent is charged on delivery and then monthly..." |
*
* @param {Content_Agr_Rent_Billing_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_billing_p1 = /** @type {((inputs?: Content_Agr_Rent_Billing_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_Billing_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_billing_p1(inputs)
	return __en.content_agr_rent_billing_p1(inputs)
});
/**
* | output |
* | --- |
* | "End of the term" |
*
* @param {Content_Agr_Rent_End_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_end_title = /** @type {((inputs?: Content_Agr_Rent_End_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_End_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_end_title(inputs)
	return __en.content_agr_rent_end_title(inputs)
});
/**
* | output |
* | --- |
* | "We contact you two weeks before the term ends to book a free pickup. If you need the furniture longer, the rental continues month to month at the same rent u..." |
*
* @param {Content_Agr_Rent_End_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_end_p1 = /** @type {((inputs?: Content_Agr_Rent_End_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_End_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_end_p1(inputs)
	return __en.content_agr_rent_end_p1(inputs)
});
/**
* | output |
* | --- |
* | "Returning an item before the end of the term costs a pickup fee of twice its monthly rent; rent stops on the pickup day." |
*
* @param {Content_Agr_Rent_End_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_end_p2 = /** @type {((inputs?: Content_Agr_Rent_End_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Rent_End_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_rent_end_p2(inputs)
	return __en.content_agr_rent_end_p2(inputs)
});
/**
* | output |
* | --- |
* | "Ownership agreement" |
*
* @param {Content_Agr_Own_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_name = /** @type {((inputs?: Content_Agr_Own_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_name(inputs)
	return __en.content_agr_own_name(inputs)
});
/**
* | output |
* | --- |
* | "Read the ownership agreement" |
*
* @param {Content_Agr_Own_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_read = /** @type {((inputs?: Content_Agr_Own_ReadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_ReadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_read(inputs)
	return __en.content_agr_own_read(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright, or finance the price in equal monthly payments." |
*
* @param {Content_Agr_Own_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_summary = /** @type {((inputs?: Content_Agr_Own_SummaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_SummaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_summary(inputs)
	return __en.content_agr_own_summary(inputs)
});
/**
* | output |
* | --- |
* | "Pay in full at checkout, or in equal monthly payments over the term you choose" |
*
* @param {Content_Agr_Own_H1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h1 = /** @type {((inputs?: Content_Agr_Own_H1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_H1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_h1(inputs)
	return __en.content_agr_own_h1(inputs)
});
/**
* | output |
* | --- |
* | "The interest rate and total cost of borrowing are shown before you agree" |
*
* @param {Content_Agr_Own_H2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h2 = /** @type {((inputs?: Content_Agr_Own_H2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_H2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_h2(inputs)
	return __en.content_agr_own_h2(inputs)
});
/**
* | output |
* | --- |
* | "Pay off financing early at any time, without penalty" |
*
* @param {Content_Agr_Own_H3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h3 = /** @type {((inputs?: Content_Agr_Own_H3Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_H3Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_h3(inputs)
	return __en.content_agr_own_h3(inputs)
});
/**
* | output |
* | --- |
* | "Return within 14 days of delivery, except final-sale items" |
*
* @param {Content_Agr_Own_H4Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h4 = /** @type {((inputs?: Content_Agr_Own_H4Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_H4Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_h4(inputs)
	return __en.content_agr_own_h4(inputs)
});
/**
* | output |
* | --- |
* | "You buy the furniture listed on your order confirmation from Pivot Furniture Inc. Ownership passes to you on delivery (or at pickup for liquidation sale orde..." |
*
* @param {Content_Agr_Own_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_what = /** @type {((inputs?: Content_Agr_Own_WhatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_WhatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_what(inputs)
	return __en.content_agr_own_what(inputs)
});
/**
* | output |
* | --- |
* | "Paying in full" |
*
* @param {Content_Agr_Own_Full_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_full_title = /** @type {((inputs?: Content_Agr_Own_Full_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_Full_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_full_title(inputs)
	return __en.content_agr_own_full_title(inputs)
});
/**
* | output |
* | --- |
* | "The price, delivery fee, any assembly fee and applicable sales taxes are charged to your card when your order is confirmed." |
*
* @param {Content_Agr_Own_Full_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_full_p1 = /** @type {((inputs?: Content_Agr_Own_Full_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_Full_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_full_p1(inputs)
	return __en.content_agr_own_full_p1(inputs)
});
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Content_Agr_Own_Fin_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_fin_title = /** @type {((inputs?: Content_Agr_Own_Fin_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_Fin_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_fin_title(inputs)
	return __en.content_agr_own_fin_title(inputs)
});
/**
* | output |
* | --- |
* | "If you finance, the price is divided into equal monthly payments over the term you choose at checkout. Before you agree, we show the annual interest rate, ea..." |
*
* @param {Content_Agr_Own_Fin_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_fin_p1 = /** @type {((inputs?: Content_Agr_Own_Fin_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_Fin_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_fin_p1(inputs)
	return __en.content_agr_own_fin_p1(inputs)
});
/**
* | output |
* | --- |
* | "You may pay the balance at any time without penalty. Until it is paid, Pivot keeps a security interest in the financed furniture; missed payments may be repo..." |
*
* @param {Content_Agr_Own_Fin_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_fin_p2 = /** @type {((inputs?: Content_Agr_Own_Fin_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_Fin_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_fin_p2(inputs)
	return __en.content_agr_own_fin_p2(inputs)
});
/**
* | output |
* | --- |
* | "Returns" |
*
* @param {Content_Agr_Own_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_returns_title = /** @type {((inputs?: Content_Agr_Own_Returns_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_Returns_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_returns_title(inputs)
	return __en.content_agr_own_returns_title(inputs)
});
/**
* | output |
* | --- |
* | "You may return furniture within 14 days of delivery if it is in the condition it arrived in. We refund the price less a pickup fee equal to the delivery fee...." |
*
* @param {Content_Agr_Own_Returns_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_returns_p1 = /** @type {((inputs?: Content_Agr_Own_Returns_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_Returns_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_returns_p1(inputs)
	return __en.content_agr_own_returns_p1(inputs)
});
/**
* | output |
* | --- |
* | "Warranty and care" |
*
* @param {Content_Agr_Own_Warranty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_warranty_title = /** @type {((inputs?: Content_Agr_Own_Warranty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_Warranty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_warranty_title(inputs)
	return __en.content_agr_own_warranty_title(inputs)
});
/**
* | output |
* | --- |
* | "Your furniture comes with the legal warranties of your province and a one-year Pivot warranty against defects in materials and workmanship. Accidental damage..." |
*
* @param {Content_Agr_Own_Warranty_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_warranty_p1 = /** @type {((inputs?: Content_Agr_Own_Warranty_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_Own_Warranty_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_own_warranty_p1(inputs)
	return __en.content_agr_own_warranty_p1(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Content_Agr_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_home = /** @type {((inputs?: Content_Agr_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_home(inputs)
	return __en.content_agr_home(inputs)
});
/**
* | output |
* | --- |
* | "All agreements" |
*
* @param {Content_Agr_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_all = /** @type {((inputs?: Content_Agr_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_all(inputs)
	return __en.content_agr_all(inputs)
});
/**
* | output |
* | --- |
* | "Version {version} · Pivot Furniture Inc." |
*
* @param {Content_Agr_MetaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_meta = /** @type {((inputs: Content_Agr_MetaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_MetaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_meta(inputs)
	return __en.content_agr_meta(inputs)
});
/**
* | output |
* | --- |
* | "Print this agreement" |
*
* @param {Content_Agr_PrintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_print = /** @type {((inputs?: Content_Agr_PrintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_PrintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_print(inputs)
	return __en.content_agr_print(inputs)
});
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Content_Contract_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_title = /** @type {((inputs?: Content_Contract_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contract_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contract_title(inputs)
	return __en.content_contract_title(inputs)
});
/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Content_Contract_VersionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_version = /** @type {((inputs: Content_Contract_VersionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contract_VersionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contract_version(inputs)
	return __en.content_contract_version(inputs)
});
/**
* | output |
* | --- |
* | "Every order comes with a short agreement that you accept at checkout. Here is what each one means, in plain language." |
*
* @param {Content_Contract_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_lead = /** @type {((inputs?: Content_Contract_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contract_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contract_lead(inputs)
	return __en.content_contract_lead(inputs)
});
/**
* | output |
* | --- |
* | "Which one is right for me?" |
*
* @param {Content_Contract_Which_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_which_title = /** @type {((inputs?: Content_Contract_Which_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contract_Which_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contract_which_title(inputs)
	return __en.content_contract_which_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe if you want flexibility: swap, move or return as your home changes. Rent when you know you need furniture for a set time. Buy or finance when you w..." |
*
* @param {Content_Contract_WhichInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_which = /** @type {((inputs?: Content_Contract_WhichInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contract_WhichInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contract_which(inputs)
	return __en.content_contract_which(inputs)
});
/**
* | output |
* | --- |
* | "The agreement you sign is saved in your account. If anything in these summaries differs from your signed agreement, the signed agreement applies." |
*
* @param {Content_Contract_SignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_signed = /** @type {((inputs?: Content_Contract_SignedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contract_SignedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contract_signed(inputs)
	return __en.content_contract_signed(inputs)
});
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Content_Agr_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_brand = /** @type {((inputs?: Content_Agr_BrandInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Agr_BrandInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_agr_brand(inputs)
	return __en.content_agr_brand(inputs)
});
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Content_Approach_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_title = /** @type {((inputs?: Content_Approach_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_title(inputs)
	return __en.content_approach_title(inputs)
});
/**
* | output |
* | --- |
* | "Good furniture should outlive any one apartment, lease or life stage. We build our business around keeping it in use." |
*
* @param {Content_Approach_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_lead = /** @type {((inputs?: Content_Approach_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_lead(inputs)
	return __en.content_approach_lead(inputs)
});
/**
* | output |
* | --- |
* | "Furniture that stays in use" |
*
* @param {Content_Approach_Use_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_use_title = /** @type {((inputs?: Content_Approach_Use_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Use_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_use_title(inputs)
	return __en.content_approach_use_title(inputs)
});
/**
* | output |
* | --- |
* | "Millions of pieces of furniture end up in Canadian landfills every year, many of them barely used, because moving them is harder than buying new. When your n..." |
*
* @param {Content_Approach_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_use = /** @type {((inputs?: Content_Approach_UseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_UseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_use(inputs)
	return __en.content_approach_use(inputs)
});
/**
* | output |
* | --- |
* | "Better than new" |
*
* @param {Content_Approach_Better_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_better_title = /** @type {((inputs?: Content_Approach_Better_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Better_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_better_title(inputs)
	return __en.content_approach_better_title(inputs)
});
/**
* | output |
* | --- |
* | "Every returned piece goes through our depot workshop: inspected, deep-cleaned, repaired and, where needed, given new cushions, covers or hardware. It leaves ..." |
*
* @param {Content_Approach_BetterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_better = /** @type {((inputs?: Content_Approach_BetterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_BetterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_better(inputs)
	return __en.content_approach_better(inputs)
});
/**
* | output |
* | --- |
* | "Four ways to have it" |
*
* @param {Content_Approach_Ways_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_ways_title = /** @type {((inputs?: Content_Approach_Ways_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Ways_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_ways_title(inputs)
	return __en.content_approach_ways_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Content_Approach_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_subscribe = /** @type {((inputs?: Content_Approach_SubscribeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_SubscribeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_subscribe(inputs)
	return __en.content_approach_subscribe(inputs)
});
/**
* | output |
* | --- |
* | "A monthly fee, and the freedom to swap, move or return as life changes." |
*
* @param {Content_Approach_Subscribe_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_subscribe_text = /** @type {((inputs?: Content_Approach_Subscribe_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Subscribe_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_subscribe_text(inputs)
	return __en.content_approach_subscribe_text(inputs)
});
/**
* | output |
* | --- |
* | "Finance" |
*
* @param {Content_Approach_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_finance = /** @type {((inputs?: Content_Approach_FinanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_FinanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_finance(inputs)
	return __en.content_approach_finance(inputs)
});
/**
* | output |
* | --- |
* | "Own it from day one and spread the price over equal monthly payments." |
*
* @param {Content_Approach_Finance_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_finance_text = /** @type {((inputs?: Content_Approach_Finance_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Finance_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_finance_text(inputs)
	return __en.content_approach_finance_text(inputs)
});
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Content_Approach_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_rent = /** @type {((inputs?: Content_Approach_RentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_RentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_rent(inputs)
	return __en.content_approach_rent(inputs)
});
/**
* | output |
* | --- |
* | "For a fixed term, when you know you only need it for a while." |
*
* @param {Content_Approach_Rent_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_rent_text = /** @type {((inputs?: Content_Approach_Rent_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Rent_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_rent_text(inputs)
	return __en.content_approach_rent_text(inputs)
});
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Content_Approach_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_buy = /** @type {((inputs?: Content_Approach_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_buy(inputs)
	return __en.content_approach_buy(inputs)
});
/**
* | output |
* | --- |
* | "Pay once and keep it for good." |
*
* @param {Content_Approach_Buy_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_buy_text = /** @type {((inputs?: Content_Approach_Buy_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Buy_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_buy_text(inputs)
	return __en.content_approach_buy_text(inputs)
});
/**
* | output |
* | --- |
* | "Each option’s terms are summarised in plain language on our <contract>agreements page</contract>." |
*
* @param {Content_Approach_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_terms = /** @type {((inputs?: Content_Approach_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_terms(inputs)
	return __en.content_approach_terms(inputs)
});
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Content_Approach_Canada_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_canada_title = /** @type {((inputs?: Content_Approach_Canada_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Canada_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_canada_title(inputs)
	return __en.content_approach_canada_title(inputs)
});
/**
* | output |
* | --- |
* | "Most of our sofas, sectionals and chairs are built in Canadian workshops, with frames of kiln-dried hardwood and covers you can remove and replace. Making fu..." |
*
* @param {Content_Approach_CanadaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_canada = /** @type {((inputs?: Content_Approach_CanadaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_CanadaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_canada(inputs)
	return __en.content_approach_canada(inputs)
});
/**
* | output |
* | --- |
* | "Delivered by our own crews" |
*
* @param {Content_Approach_Crews_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_crews_title = /** @type {((inputs?: Content_Approach_Crews_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Crews_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_crews_title(inputs)
	return __en.content_approach_crews_title(inputs)
});
/**
* | output |
* | --- |
* | "Our white-glove crews deliver and assemble in {count} cities, from {first} to {last}, seven days a week. They carry everything in, set it up where you want i..." |
*
* @param {Content_Approach_CrewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_crews = /** @type {((inputs: Content_Approach_CrewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_CrewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_crews(inputs)
	return __en.content_approach_crews(inputs)
});
/**
* | output |
* | --- |
* | "Care built in" |
*
* @param {Content_Approach_Care_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_care_title = /** @type {((inputs?: Content_Approach_Care_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_Care_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_care_title(inputs)
	return __en.content_approach_care_title(inputs)
});
/**
* | output |
* | --- |
* | "Normal wear is on us. For accidents, PivotCare covers repairs and replacements for 20% of an item’s monthly fee, and our <cover>fabric and cover replacements..." |
*
* @param {Content_Approach_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_care = /** @type {((inputs?: Content_Approach_CareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Approach_CareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_approach_care(inputs)
	return __en.content_approach_care(inputs)
});
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Content_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_title = /** @type {((inputs?: Content_Contact_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_title(inputs)
	return __en.content_contact_title(inputs)
});
/**
* | output |
* | --- |
* | "Our customer care team is based in Toronto and answers in English and French." |
*
* @param {Content_Contact_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_lead = /** @type {((inputs?: Content_Contact_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_lead(inputs)
	return __en.content_contact_lead(inputs)
});
/**
* | output |
* | --- |
* | "Call us" |
*
* @param {Content_Contact_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_call = /** @type {((inputs?: Content_Contact_CallInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_CallInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_call(inputs)
	return __en.content_contact_call(inputs)
});
/**
* | output |
* | --- |
* | "Toll-free across Canada" |
*
* @param {Content_Contact_Toll_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_toll_free = /** @type {((inputs?: Content_Contact_Toll_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_Toll_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_toll_free(inputs)
	return __en.content_contact_toll_free(inputs)
});
/**
* | output |
* | --- |
* | "Monday to Friday" |
*
* @param {Content_Contact_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekdays = /** @type {((inputs?: Content_Contact_WeekdaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_WeekdaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_weekdays(inputs)
	return __en.content_contact_weekdays(inputs)
});
/**
* | output |
* | --- |
* | "9 a.m. to 8 p.m. ET" |
*
* @param {Content_Contact_Weekdays_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekdays_hours = /** @type {((inputs?: Content_Contact_Weekdays_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_Weekdays_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_weekdays_hours(inputs)
	return __en.content_contact_weekdays_hours(inputs)
});
/**
* | output |
* | --- |
* | "Saturday and Sunday" |
*
* @param {Content_Contact_WeekendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekend = /** @type {((inputs?: Content_Contact_WeekendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_WeekendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_weekend(inputs)
	return __en.content_contact_weekend(inputs)
});
/**
* | output |
* | --- |
* | "10 a.m. to 6 p.m. ET" |
*
* @param {Content_Contact_Weekend_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekend_hours = /** @type {((inputs?: Content_Contact_Weekend_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_Weekend_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_weekend_hours(inputs)
	return __en.content_contact_weekend_hours(inputs)
});
/**
* | output |
* | --- |
* | "Email us" |
*
* @param {Content_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_email = /** @type {((inputs?: Content_Contact_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_email(inputs)
	return __en.content_contact_email(inputs)
});
/**
* | output |
* | --- |
* | "We reply within one business day. Please include your order number if you have one." |
*
* @param {Content_Contact_ReplyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_reply = /** @type {((inputs?: Content_Contact_ReplyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_ReplyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_reply(inputs)
	return __en.content_contact_reply(inputs)
});
/**
* | output |
* | --- |
* | "Write to us" |
*
* @param {Content_Contact_MailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_mail = /** @type {((inputs?: Content_Contact_MailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_MailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_mail(inputs)
	return __en.content_contact_mail(inputs)
});
/**
* | output |
* | --- |
* | "Attn: Customer Care" |
*
* @param {Content_Contact_AttnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_attn = /** @type {((inputs?: Content_Contact_AttnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_AttnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_attn(inputs)
	return __en.content_contact_attn(inputs)
});
/**
* | output |
* | --- |
* | "PO Box 1042, Station A" |
*
* @param {Content_Contact_Po_BoxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_po_box = /** @type {((inputs?: Content_Contact_Po_BoxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_Po_BoxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_po_box(inputs)
	return __en.content_contact_po_box(inputs)
});
/**
* | output |
* | --- |
* | "Quicker answers" |
*
* @param {Content_Contact_QuickerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker = /** @type {((inputs?: Content_Contact_QuickerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_QuickerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_quicker(inputs)
	return __en.content_contact_quicker(inputs)
});
/**
* | output |
* | --- |
* | "Delivery times, receipts, returns, swaps and moves are all in <account>your account</account>." |
*
* @param {Content_Contact_Quicker_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker_account = /** @type {((inputs?: Content_Contact_Quicker_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_Quicker_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_quicker_account(inputs)
	return __en.content_contact_quicker_account(inputs)
});
/**
* | output |
* | --- |
* | "Most questions about subscribing, delivery and PivotCare are answered in our <faq>FAQ</faq>." |
*
* @param {Content_Contact_Quicker_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker_faq = /** @type {((inputs?: Content_Contact_Quicker_FaqInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_Quicker_FaqInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_quicker_faq(inputs)
	return __en.content_contact_quicker_faq(inputs)
});
/**
* | output |
* | --- |
* | "On delivery day, the text message we send has your crew’s direct number. Crews work seven days a week, 9 a.m. to 9 p.m. local time." |
*
* @param {Content_Contact_Quicker_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker_crew = /** @type {((inputs?: Content_Contact_Quicker_CrewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_Quicker_CrewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_quicker_crew(inputs)
	return __en.content_contact_quicker_crew(inputs)
});
/**
* | output |
* | --- |
* | "Privacy questions" |
*
* @param {Content_Contact_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_privacy_title = /** @type {((inputs?: Content_Contact_Privacy_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_Privacy_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_privacy_title(inputs)
	return __en.content_contact_privacy_title(inputs)
});
/**
* | output |
* | --- |
* | "To ask what personal information we hold about you, or to correct it, write to our privacy officer at <email>{email}</email>. Our <privacy>privacy policy</pr..." |
*
* @param {Content_Contact_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_privacy = /** @type {((inputs: Content_Contact_PrivacyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Contact_PrivacyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_contact_privacy(inputs)
	return __en.content_contact_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Content_Cover_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_title = /** @type {((inputs?: Content_Cover_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_title(inputs)
	return __en.content_cover_title(inputs)
});
/**
* | output |
* | --- |
* | "A stained, faded or simply tired sofa does not need replacing. A new cover kit gives it a fresh look, in the same fabric or a new one, for a fraction of the ..." |
*
* @param {Content_Cover_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_lead = /** @type {((inputs?: Content_Cover_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_lead(inputs)
	return __en.content_cover_lead(inputs)
});
/**
* | output |
* | --- |
* | "What is a cover kit?" |
*
* @param {Content_Cover_What_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_what_title = /** @type {((inputs?: Content_Cover_What_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_What_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_what_title(inputs)
	return __en.content_cover_what_title(inputs)
});
/**
* | output |
* | --- |
* | "A complete set of made-to-measure covers for one piece: the seat and back cushions, the arms and the base. Our sofas, sectionals, loveseats, lounge chairs an..." |
*
* @param {Content_Cover_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_what = /** @type {((inputs?: Content_Cover_WhatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_WhatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_what(inputs)
	return __en.content_cover_what(inputs)
});
/**
* | output |
* | --- |
* | "How it works" |
*
* @param {Content_Cover_How_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_how_title = /** @type {((inputs?: Content_Cover_How_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_How_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_how_title(inputs)
	return __en.content_cover_how_title(inputs)
});
/**
* | output |
* | --- |
* | "<b>Choose your fabric.</b> <swatches>Order free swatches</swatches> to see colours and textures in your own light." |
*
* @param {Content_Cover_Step_FabricInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_fabric = /** @type {((inputs?: Content_Cover_Step_FabricInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Step_FabricInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_step_fabric(inputs)
	return __en.content_cover_step_fabric(inputs)
});
/**
* | output |
* | --- |
* | "<b>Tell us about your piece.</b> Email us the product name and your order number, or a photo of the label under the seat cushions." |
*
* @param {Content_Cover_Step_PieceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_piece = /** @type {((inputs?: Content_Cover_Step_PieceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Step_PieceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_step_piece(inputs)
	return __en.content_cover_step_piece(inputs)
});
/**
* | output |
* | --- |
* | "<b>Get a quote.</b> We confirm the price and timing before you pay. Covers are made to order and usually ship within two to four weeks." |
*
* @param {Content_Cover_Step_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_quote = /** @type {((inputs?: Content_Cover_Step_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Step_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_step_quote(inputs)
	return __en.content_cover_step_quote(inputs)
});
/**
* | output |
* | --- |
* | "<b>Fit it.</b> Your kit comes with step-by-step instructions; most pieces take under an hour. In our delivery cities, a crew can fit it for you for the cost ..." |
*
* @param {Content_Cover_Step_FitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_fit = /** @type {((inputs?: Content_Cover_Step_FitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Step_FitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_step_fit(inputs)
	return __en.content_cover_step_fit(inputs)
});
/**
* | output |
* | --- |
* | "Covered by PivotCare" |
*
* @param {Content_Cover_Care_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_care_title = /** @type {((inputs?: Content_Cover_Care_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Care_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_care_title(inputs)
	return __en.content_cover_care_title(inputs)
});
/**
* | output |
* | --- |
* | "If you subscribe with PivotCare and a cover is damaged by accident, the replacement is on us: no quote, no charge. Contact us and we arrange it." |
*
* @param {Content_Cover_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_care = /** @type {((inputs?: Content_Cover_CareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_CareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_care(inputs)
	return __en.content_cover_care(inputs)
});
/**
* | output |
* | --- |
* | "Keeping covers fresh" |
*
* @param {Content_Cover_Fresh_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_title = /** @type {((inputs?: Content_Cover_Fresh_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Fresh_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_fresh_title(inputs)
	return __en.content_cover_fresh_title(inputs)
});
/**
* | output |
* | --- |
* | "Vacuum weekly with an upholstery brush, and rotate seat cushions every few weeks." |
*
* @param {Content_Cover_Fresh_VacuumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_vacuum = /** @type {((inputs?: Content_Cover_Fresh_VacuumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Fresh_VacuumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_fresh_vacuum(inputs)
	return __en.content_cover_fresh_vacuum(inputs)
});
/**
* | output |
* | --- |
* | "Blot spills right away with a clean, damp cloth; never rub." |
*
* @param {Content_Cover_Fresh_BlotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_blot = /** @type {((inputs?: Content_Cover_Fresh_BlotInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Fresh_BlotInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_fresh_blot(inputs)
	return __en.content_cover_fresh_blot(inputs)
});
/**
* | output |
* | --- |
* | "Most covers can be washed cold on a gentle cycle and air-dried; check the care label first." |
*
* @param {Content_Cover_Fresh_WashInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_wash = /** @type {((inputs?: Content_Cover_Fresh_WashInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Fresh_WashInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_fresh_wash(inputs)
	return __en.content_cover_fresh_wash(inputs)
});
/**
* | output |
* | --- |
* | "Keep fabrics out of strong direct sunlight to slow fading." |
*
* @param {Content_Cover_Fresh_SunInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_sun = /** @type {((inputs?: Content_Cover_Fresh_SunInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Fresh_SunInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_fresh_sun(inputs)
	return __en.content_cover_fresh_sun(inputs)
});
/**
* | output |
* | --- |
* | "Questions about a cover kit? Email <email>{email}</email> or call <phone>{phone}</phone>." |
*
* @param {Content_Cover_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_questions = /** @type {((inputs: Content_Cover_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_questions(inputs)
	return __en.content_cover_questions(inputs)
});
/**
* | output |
* | --- |
* | "Order free swatches" |
*
* @param {Content_Cover_Order_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_order_swatches = /** @type {((inputs?: Content_Cover_Order_SwatchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cover_Order_SwatchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.content_cover_order_swatches(inputs)
	return __en.content_cover_order_swatches(inputs)
});