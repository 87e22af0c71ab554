/* eslint-disable */
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
/** @typedef {{}} Returns_Center_TitleInputs */
/** @typedef {{}} Returns_Center_IntroInputs */
/** @typedef {{ term: NonNullable<unknown> }} Returns_Policy_TermsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Returns_Term_YearsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Returns_Term_MonthsInputs */
/** @typedef {{ version: NonNullable<unknown> }} Returns_Center_AgreementInputs */
/** @typedef {{}} Returns_Center_BillingInputs */
/** @typedef {{}} Returns_Center_StartInputs */
/** @typedef {{}} Returns_Page_TitleInputs */
/** @typedef {{}} Returns_Success_TitleInputs */
/** @typedef {{}} Returns_Success_IntroInputs */
/** @typedef {{}} Returns_Success_PhotosInputs */
/** @typedef {{}} Returns_Add_PhotosInputs */
/** @typedef {{}} Returns_View_ReturnInputs */
/** @typedef {{}} Returns_My_AccountInputs */
/** @typedef {{}} Returns_Return_PolicyInputs */
/** @typedef {{}} Returns_Reason_No_Longer_NeededInputs */
/** @typedef {{}} Returns_Reason_MovingInputs */
/** @typedef {{}} Returns_Reason_Not_As_ExpectedInputs */
/** @typedef {{}} Returns_Reason_DamagedInputs */
/** @typedef {{}} Returns_Reason_UpgradingInputs */
/** @typedef {{}} Returns_Reason_OtherInputs */
/** @typedef {{}} Returns_Condition_Better_Than_NewInputs */
/** @typedef {{}} Returns_Condition_Light_WearInputs */
/** @typedef {{}} Returns_Condition_Heavy_WearInputs */
/** @typedef {{}} Returns_Select_TitleInputs */
/** @typedef {{}} Returns_Select_IntroInputs */
/** @typedef {{}} Returns_ContinueInputs */
/** @typedef {{}} Returns_Free_To_ReturnInputs */
/** @typedef {{ date: NonNullable<unknown>, fee: NonNullable<unknown> }} Returns_Free_To_Return_FromInputs */
/** @typedef {{}} Returns_Details_TitleInputs */
/** @typedef {{}} Returns_Why_ReturningInputs */
/** @typedef {{}} Returns_In_A_Few_WordsInputs */
/** @typedef {{}} Returns_What_ConditionInputs */
/** @typedef {{}} Returns_Change_ItemsInputs */
/** @typedef {{}} Returns_Photos_TitleInputs */
/** @typedef {{}} Returns_Photos_Intro_DamagedInputs */
/** @typedef {{}} Returns_Photos_Intro_OptionalInputs */
/** @typedef {{}} Returns_Choose_Pickup_DayInputs */
/** @typedef {{}} Returns_Back_To_DetailsInputs */
/** @typedef {{}} Returns_Pickup_TitleInputs */
/** @typedef {{ address: NonNullable<unknown> }} Returns_Pickup_FromInputs */
/** @typedef {{}} Returns_Pickup_DayInputs */
/** @typedef {{}} Returns_Pickup_TimeInputs */
/** @typedef {{ notice: NonNullable<unknown>, date: NonNullable<unknown> }} Returns_First_DayInputs */
/** @typedef {{}} Returns_Review_The_ReturnInputs */
/** @typedef {{}} Returns_Back_To_PhotosInputs */
/** @typedef {{}} Returns_Review_TitleInputs */
/** @typedef {{}} Returns_Items_To_ReturnInputs */
/** @typedef {{}} Returns_Free_ReturnInputs */
/** @typedef {{}} Returns_Pickup_OnInputs */
/** @typedef {{}} Returns_Return_FeesInputs */
/** @typedef {{}} Returns_TotalInputs */
/** @typedef {{}} Returns_Review_TermsInputs */
/** @typedef {{}} Returns_Book_PickupInputs */
/** @typedef {{}} Returns_Booking_PickupInputs */
/** @typedef {{}} Returns_Change_PickupInputs */
/** @typedef {{}} Returns_LoadingInputs */
/** @typedef {{}} Returns_Load_FailedInputs */
/** @typedef {{}} Returns_Nothing_To_ReturnInputs */
/** @typedef {{}} Returns_PricingInputs */
/** @typedef {{}} Returns_Price_FailedInputs */
/** @typedef {{}} Returns_Opening_ConfirmationInputs */
/** @typedef {{}} Returns_Problem_Reason_MissingInputs */
/** @typedef {{}} Returns_Problem_Condition_MissingInputs */
/** @typedef {{}} Returns_Problem_Note_MissingInputs */
/** @typedef {{}} Returns_Problem_Photo_MissingInputs */
/** @typedef {{}} Returns_Problem_Pickup_Day_MissingInputs */
/** @typedef {{ notice: NonNullable<unknown>, earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Returns_Problem_Pickup_Day_Too_EarlyInputs */
/** @typedef {{ earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Returns_Problem_Pickup_Day_Out_Of_RangeInputs */
/** @typedef {{}} Returns_Problem_Pickup_Time_MissingInputs */
/** @typedef {{}} Returns_Problem_One_AddressInputs */
/** @typedef {{}} Returns_Problem_Choose_ItemsInputs */
/** @typedef {{}} Returns_Photo_Hint_RequiredInputs */
/** @typedef {{}} Returns_Photo_Hint_OptionalInputs */
/** @typedef {{ max: NonNullable<unknown> }} Returns_Photo_FormatsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Returns_Photo_Formats_ReplaceInputs */
/** @typedef {{ name: NonNullable<unknown> }} Returns_Photos_OfInputs */
/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Returns_Photo_N_OfInputs */
/** @typedef {{}} Returns_Photo_LimitInputs */
/** @typedef {{}} Returns_Add_More_PhotosInputs */
/** @typedef {{ name: NonNullable<unknown> }} Returns_Add_Photos_OfInputs */
/** @typedef {{}} Returns_UploadingInputs */
/** @typedef {{}} Returns_Upload_FailedInputs */
/** @typedef {{}} Returns_Not_A_PhotoInputs */
/** @typedef {{}} Returns_Too_LargeInputs */
/** @typedef {{}} Returns_Empty_FileInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Returns_Photo_CountInputs */
/** @typedef {{}} Returns_RemovingInputs */
/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Returns_Remove_Photo_NInputs */
/** @typedef {{}} Returns_RemoveInputs */
/** @typedef {{}} Returns_Photos_Page_TitleInputs */
/** @typedef {{}} Returns_Open_FailedInputs */
/** @typedef {{}} Returns_Try_AgainInputs */
/** @typedef {{}} Returns_Something_WrongInputs */
/** @typedef {{ number: NonNullable<unknown> }} Returns_Return_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, when: NonNullable<unknown> }} Returns_Return_Number_PickupInputs */
/** @typedef {{}} Returns_Photos_Page_IntroInputs */
/** @typedef {{}} Returns_Photos_Closed_TitleInputs */
/** @typedef {{}} Returns_Photos_Closed_TextInputs */
/** @typedef {{ max: NonNullable<unknown>, room: NonNullable<unknown> }} Returns_Photos_RoomInputs */
/** @typedef {{ day: NonNullable<unknown>, period: NonNullable<unknown> }} Returns_Pickup_WhenInputs */
/** @typedef {{}} Swapmove_My_ProductsInputs */
/** @typedef {{}} Swapmove_My_AccountInputs */
/** @typedef {{}} Swapmove_No_ChangeInputs */
/** @typedef {{}} Swapmove_LoadingInputs */
/** @typedef {{}} Swapmove_Opening_ConfirmationInputs */
/** @typedef {{}} Swapmove_View_ReceiptInputs */
/** @typedef {{}} Swapmove_TimeInputs */
/** @typedef {{}} Swapmove_Change_DayInputs */
/** @typedef {{}} Swapmove_Charged_TodayInputs */
/** @typedef {{ notice: NonNullable<unknown>, date: NonNullable<unknown> }} Swapmove_First_DayInputs */
/** @typedef {{}} Swapmove_Load_Pieces_FailedInputs */
/** @typedef {{}} Swapmove_Swap_TitleInputs */
/** @typedef {{}} Swapmove_Swap_Item_TitleInputs */
/** @typedef {{}} Swapmove_Swap_Item_IntroInputs */
/** @typedef {{}} Swapmove_Your_PiecesInputs */
/** @typedef {{}} Swapmove_Choose_ReplacementInputs */
/** @typedef {{}} Swapmove_Replacement_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Swapmove_In_Place_OfInputs */
/** @typedef {{ name: NonNullable<unknown>, charge: NonNullable<unknown> }} Swapmove_In_Place_Of_ChargeInputs */
/** @typedef {{}} Swapmove_Search_CatalogueInputs */
/** @typedef {{}} Swapmove_SearchingInputs */
/** @typedef {{}} Swapmove_SearchInputs */
/** @typedef {{}} Swapmove_Finding_ReplacementsInputs */
/** @typedef {{}} Swapmove_No_ReplacementsInputs */
/** @typedef {{}} Swapmove_Replacements_LabelInputs */
/** @typedef {{}} Swapmove_Choose_Swap_DayInputs */
/** @typedef {{}} Swapmove_Change_ItemInputs */
/** @typedef {{}} Swapmove_Swap_Schedule_TitleInputs */
/** @typedef {{ address: NonNullable<unknown>, name: NonNullable<unknown> }} Swapmove_Swap_Schedule_IntroInputs */
/** @typedef {{}} Swapmove_Swap_DayInputs */
/** @typedef {{}} Swapmove_Review_SwapInputs */
/** @typedef {{}} Swapmove_Change_ReplacementInputs */
/** @typedef {{}} Swapmove_Swap_Review_TitleInputs */
/** @typedef {{}} Swapmove_The_SwapInputs */
/** @typedef {{}} Swapmove_Goes_BackInputs */
/** @typedef {{}} Swapmove_Comes_In_PlaceInputs */
/** @typedef {{}} Swapmove_Swap_OnInputs */
/** @typedef {{ address: NonNullable<unknown> }} Swapmove_At_AddressInputs */
/** @typedef {{}} Swapmove_Monthly_From_SwapInputs */
/** @typedef {{}} Swapmove_Swap_VisitInputs */
/** @typedef {{}} Swapmove_Swap_TermsInputs */
/** @typedef {{}} Swapmove_Confirm_SwapInputs */
/** @typedef {{}} Swapmove_Booking_SwapInputs */
/** @typedef {{}} Swapmove_Nothing_To_SwapInputs */
/** @typedef {{}} Swapmove_Replacements_FailedInputs */
/** @typedef {{}} Swapmove_Pricing_SwapInputs */
/** @typedef {{}} Swapmove_Swap_Price_FailedInputs */
/** @typedef {{}} Swapmove_Swap_BookedInputs */
/** @typedef {{}} Swapmove_Swap_Success_IntroInputs */
/** @typedef {{}} Swapmove_Problem_Item_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Replacement_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Swap_Day_MissingInputs */
/** @typedef {{ earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Swapmove_Problem_Swap_Day_Out_Of_RangeInputs */
/** @typedef {{}} Swapmove_Problem_Time_MissingInputs */
/** @typedef {{}} Swapmove_Move_TitleInputs */
/** @typedef {{}} Swapmove_Move_Items_TitleInputs */
/** @typedef {{}} Swapmove_Move_Items_IntroInputs */
/** @typedef {{}} Swapmove_YoursInputs */
/** @typedef {{}} Swapmove_Choose_New_AddressInputs */
/** @typedef {{}} Swapmove_Address_TitleInputs */
/** @typedef {{ address: NonNullable<unknown> }} Swapmove_From_AddressInputs */
/** @typedef {{}} Swapmove_Your_AddressesInputs */
/** @typedef {{}} Swapmove_New_AddressInputs */
/** @typedef {{}} Swapmove_Save_AddressInputs */
/** @typedef {{}} Swapmove_The_New_AddressInputs */
/** @typedef {{}} Swapmove_Choose_Move_DayInputs */
/** @typedef {{}} Swapmove_Checking_AddressInputs */
/** @typedef {{}} Swapmove_Change_ItemsInputs */
/** @typedef {{}} Swapmove_Check_AddressInputs */
/** @typedef {{}} Swapmove_Move_Schedule_TitleInputs */
/** @typedef {{ fromDepot: NonNullable<unknown>, delivery: NonNullable<unknown>, earliest: NonNullable<unknown> }} Swapmove_Move_Schedule_IntroInputs */
/** @typedef {{}} Swapmove_Delivered_Same_DayInputs */
/** @typedef {{ toDepot: NonNullable<unknown> }} Swapmove_Delivered_Next_DayInputs */
/** @typedef {{ toDepot: NonNullable<unknown>, days: NonNullable<unknown> }} Swapmove_Delivered_Days_LaterInputs */
/** @typedef {{}} Swapmove_Move_DayInputs */
/** @typedef {{}} Swapmove_Review_MoveInputs */
/** @typedef {{}} Swapmove_Change_AddressInputs */
/** @typedef {{}} Swapmove_Priced_OnInputs */
/** @typedef {{ places: NonNullable<unknown> }} Swapmove_ThroughInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Swapmove_Between_Depots_RateInputs */
/** @typedef {{}} Swapmove_Check_RoadInputs */
/** @typedef {{}} Swapmove_One_CrewInputs */
/** @typedef {{}} Swapmove_Buyout_TitleInputs */
/** @typedef {{ fee: NonNullable<unknown>, buyout: NonNullable<unknown> }} Swapmove_Buyout_Text_OneInputs */
/** @typedef {{ fee: NonNullable<unknown>, buyout: NonNullable<unknown> }} Swapmove_Buyout_Text_ManyInputs */
/** @typedef {{}} Swapmove_Buy_Out_OneInputs */
/** @typedef {{}} Swapmove_Buy_Out_ManyInputs */
/** @typedef {{}} Swapmove_Return_OneInputs */
/** @typedef {{}} Swapmove_Return_ManyInputs */
/** @typedef {{}} Swapmove_Move_Review_TitleInputs */
/** @typedef {{}} Swapmove_Pieces_To_MoveInputs */
/** @typedef {{}} Swapmove_FromInputs */
/** @typedef {{}} Swapmove_ToInputs */
/** @typedef {{}} Swapmove_Pickup_OnInputs */
/** @typedef {{}} Swapmove_Delivery_OnInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, km: NonNullable<unknown> }} Swapmove_Move_Fee_BetweenInputs */
/** @typedef {{ depot: NonNullable<unknown> }} Swapmove_Move_Fee_WithinInputs */
/** @typedef {{}} Swapmove_Move_Terms_CardInputs */
/** @typedef {{ province: NonNullable<unknown> }} Swapmove_Move_Terms_TaxedInputs */
/** @typedef {{}} Swapmove_Move_Terms_SameInputs */
/** @typedef {{}} Swapmove_Confirm_MoveInputs */
/** @typedef {{}} Swapmove_Booking_MoveInputs */
/** @typedef {{}} Swapmove_Nothing_To_MoveInputs */
/** @typedef {{}} Swapmove_Pricing_MoveInputs */
/** @typedef {{}} Swapmove_Move_Price_FailedInputs */
/** @typedef {{}} Swapmove_Move_BookedInputs */
/** @typedef {{}} Swapmove_Move_Success_IntroInputs */
/** @typedef {{}} Swapmove_Problem_One_AddressInputs */
/** @typedef {{}} Swapmove_Problem_Items_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Address_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Move_Day_MissingInputs */
/** @typedef {{ earliest: NonNullable<unknown> }} Swapmove_Problem_Move_Day_Too_EarlyInputs */
/** @typedef {{ latest: NonNullable<unknown> }} Swapmove_Problem_Move_Day_Too_LateInputs */
/** @typedef {{}} Swapmove_Province_AbInputs */
/** @typedef {{}} Swapmove_Province_BcInputs */
/** @typedef {{}} Swapmove_Province_MbInputs */
/** @typedef {{}} Swapmove_Province_NbInputs */
/** @typedef {{}} Swapmove_Province_NlInputs */
/** @typedef {{}} Swapmove_Province_NsInputs */
/** @typedef {{}} Swapmove_Province_NtInputs */
/** @typedef {{}} Swapmove_Province_NuInputs */
/** @typedef {{}} Swapmove_Province_OnInputs */
/** @typedef {{}} Swapmove_Province_PeInputs */
/** @typedef {{}} Swapmove_Province_QcInputs */
/** @typedef {{}} Swapmove_Province_SkInputs */
/** @typedef {{}} Swapmove_Province_YtInputs */
import * as registry from "../registry.js"


export const shell_language_name = /** @type {(inputs: Shell_Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const shell_language_switch_label = /** @type {(inputs: Shell_Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

export const shell_language_switch_hint = /** @type {(inputs: Shell_Language_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir cette page en français`)
};

export const shell_cart_label_empty = /** @type {(inputs: Shell_Cart_Label_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart, empty`)
};

export const shell_cart_label = /** @type {(inputs: Shell_Cart_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cart, ${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Cart, ${i?.count} items`);
	return /** @type {LocalizedString} */ ("shell_cart_label");
};

export const shell_footer_shop = /** @type {(inputs: Shell_Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

export const shell_footer_faq = /** @type {(inputs: Shell_Footer_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_footer_contact = /** @type {(inputs: Shell_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const shell_footer_swatches = /** @type {(inputs: Shell_Footer_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric swatches`)
};

export const shell_footer_cover_kit = /** @type {(inputs: Shell_Footer_Cover_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric & Cover Replacements`)
};

export const shell_footer_company = /** @type {(inputs: Shell_Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const shell_footer_our_approach = /** @type {(inputs: Shell_Footer_Our_ApproachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our approach`)
};

export const shell_footer_agreements = /** @type {(inputs: Shell_Footer_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our agreements`)
};

export const shell_footer_careers = /** @type {(inputs: Shell_Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careers`)
};

export const shell_footer_external_site = /** @type {(inputs: Shell_Footer_External_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (external site)`)
};

export const shell_footer_your_account = /** @type {(inputs: Shell_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const shell_footer_my_account = /** @type {(inputs: Shell_Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const shell_footer_create_account = /** @type {(inputs: Shell_Footer_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

export const shell_footer_sign_in = /** @type {(inputs: Shell_Footer_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const shell_footer_policies = /** @type {(inputs: Shell_Footer_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Policies`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of use`)
};

export const shell_footer_liquidation_policy = /** @type {(inputs: Shell_Footer_Liquidation_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liquidation sale policy`)
};

export const shell_footer_copyright = /** @type {(inputs: Shell_Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`© 2025 Pivot Furniture Inc. All prices in Canadian dollars.`)
};

export const shell_footer_social = /** @type {(inputs: Shell_Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot on social media`)
};

export const shell_footer_language = /** @type {(inputs: Shell_Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const shell_header_home = /** @type {(inputs: Shell_Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture home`)
};

export const shell_menu_title = /** @type {(inputs: Shell_Menu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const shell_menu_main = /** @type {(inputs: Shell_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main menu`)
};

export const shell_menu_my_account = /** @type {(inputs: Shell_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const shell_menu_sign_in = /** @type {(inputs: Shell_Menu_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in or create account`)
};

export const shell_menu_faq = /** @type {(inputs: Shell_Menu_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_menu_contact = /** @type {(inputs: Shell_Menu_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const shell_menu_sign_out = /** @type {(inputs: Shell_Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

export const shell_menu_back = /** @type {(inputs: Shell_Menu_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back to Main Menu`)
};

export const shell_menu_all = /** @type {(inputs: Shell_Menu_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.category}`)
};

export const shell_sale_badge = /** @type {(inputs: Shell_Sale_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85% Off`)
};

export const shell_brand = /** @type {(inputs: Shell_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const shell_account_greeting = /** @type {(inputs: Shell_Account_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi, ${i?.name}`)
};

export const shell_account_my_account = /** @type {(inputs: Shell_Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const shell_account_sign_in = /** @type {(inputs: Shell_Account_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const shell_cart_popup_added = /** @type {(inputs: Shell_Cart_Popup_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to your cart`)
};

export const shell_cart_popup_not_added = /** @type {(inputs: Shell_Cart_Popup_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not added to your cart`)
};

export const shell_cart_popup_cleared = /** @type {(inputs: Shell_Cart_Popup_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart cleared`)
};

export const shell_cart_popup_cleared_text = /** @type {(inputs: Shell_Cart_Popup_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart and return cart are now empty.`)
};

export const shell_cart_popup_add_error = /** @type {(inputs: Shell_Cart_Popup_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error adding this to your cart. Please try again or contact support.`)
};

export const shell_cart_popup_item = /** @type {(inputs: Shell_Cart_Popup_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. `)
};

export const shell_cart_popup_count = /** @type {(inputs: Shell_Cart_Popup_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have ${i?.count} item in your cart.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You have ${i?.count} items in your cart.`);
	return /** @type {LocalizedString} */ ("shell_cart_popup_count");
};

export const shell_cart_popup_view_cart = /** @type {(inputs: Shell_Cart_Popup_View_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Cart`)
};

export const shell_cart_popup_checkout = /** @type {(inputs: Shell_Cart_Popup_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const shell_category_menu_label = /** @type {(inputs: Shell_Category_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop by category`)
};

export const shell_liquidation_title = /** @type {(inputs: Shell_Liquidation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final liquidation sale: 85% off everything.`)
};

export const shell_liquidation_pickup = /** @type {(inputs: Shell_Liquidation_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup only, from our warehouse in Mississauga, Ontario.`)
};

export const shell_liquidation_policy_link = /** @type {(inputs: Shell_Liquidation_Policy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the sale policy`)
};

export const shell_location_title = /** @type {(inputs: Shell_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your location`)
};

export const shell_location_pinned_city = /** @type {(inputs: Shell_Location_Pinned_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`During our final liquidation sale every order is served from our ${i?.city} depot, so there is no city to choose.`)
};

export const shell_location_pinned = /** @type {(inputs: Shell_Location_PinnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`During our final liquidation sale every order is served from one depot.`)
};

export const shell_location_shop_from = /** @type {(inputs: Shell_Location_Shop_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop from ${i?.city}`)
};

export const shell_location_continue = /** @type {(inputs: Shell_Location_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const shell_location_pinned_prices_city = /** @type {(inputs: Shell_Location_Pinned_Prices_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices and availability are those of the ${i?.city}, ${i?.province} depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details.`)
};

export const shell_location_pinned_prices_default = /** @type {(inputs: Shell_Location_Pinned_Prices_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices and availability are those of the default depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details.`)
};

export const shell_location_description = /** @type {(inputs: Shell_Location_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours.`)
};

export const shell_location_current = /** @type {(inputs: Shell_Location_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are shopping in ${i?.city}, ${i?.province}.`)
};

export const shell_location_select_city = /** @type {(inputs: Shell_Location_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select City`)
};

export const shell_location_button = /** @type {(inputs: Shell_Location_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location: `)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can't find the page you're looking for`)
};

export const shell_not_found_page_title = /** @type {(inputs: Shell_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be old or mistyped. Pick a room below, or head back to the home page to keep shopping.`)
};

export const shell_not_found_rooms = /** @type {(inputs: Shell_Not_Found_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rooms to shop`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const shell_promo_sale = /** @type {(inputs: Shell_Promo_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85% off all furniture`)
};

export const shell_promo_made_in_canada = /** @type {(inputs: Shell_Promo_Made_In_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proudly made in Canada`)
};

export const shell_promo_own_crew = /** @type {(inputs: Shell_Promo_Own_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered and assembled by our own crew`)
};

export const shell_billing_alert = /** @type {(inputs: Shell_Billing_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing Information Update Required! Click Here to Update.`)
};

export const shell_quick_links_label = /** @type {(inputs: Shell_Quick_Links_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular categories`)
};

export const shell_quick_sofas = /** @type {(inputs: Shell_Quick_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const shell_quick_sectionals = /** @type {(inputs: Shell_Quick_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sectionals`)
};

export const shell_quick_lounge_chairs = /** @type {(inputs: Shell_Quick_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lounge Chairs`)
};

export const shell_quick_loveseats = /** @type {(inputs: Shell_Quick_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loveseats`)
};

export const shell_quick_coffee_tables = /** @type {(inputs: Shell_Quick_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee Tables`)
};

export const shell_quick_end_tables = /** @type {(inputs: Shell_Quick_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End Tables`)
};

export const shell_quick_dining_tables = /** @type {(inputs: Shell_Quick_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Tables`)
};

export const shell_quick_dining_chairs = /** @type {(inputs: Shell_Quick_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Chairs`)
};

export const shell_quick_beds = /** @type {(inputs: Shell_Quick_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beds`)
};

export const shell_search = /** @type {(inputs: Shell_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const shell_search_close = /** @type {(inputs: Shell_Search_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close search`)
};

export const shell_search_hint = /** @type {(inputs: Shell_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press Enter to see results.`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const shell_error_text = /** @type {(inputs: Shell_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment.`)
};

export const shell_error_text_unreported = /** @type {(inputs: Shell_Error_Text_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing.`)
};

export const shell_error_retry = /** @type {(inputs: Shell_Error_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const shell_back = /** @type {(inputs: Shell_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const shell_back_address = /** @type {(inputs: Shell_Back_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Address`)
};

export const shell_back_my_products = /** @type {(inputs: Shell_Back_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Products`)
};

export const shell_back_my_account = /** @type {(inputs: Shell_Back_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Account`)
};

export const shell_unsupported_page_title = /** @type {(inputs: Shell_Unsupported_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browser not supported`)
};

export const shell_unsupported_heading = /** @type {(inputs: Shell_Unsupported_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please update your browser`)
};

export const shell_unsupported_text = /** @type {(inputs: Shell_Unsupported_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We apologize our site does not support your browser.`)
};

export const shell_unsupported_features = /** @type {(inputs: Shell_Unsupported_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our store uses features that older browsers do not have. Any of these free browsers, kept up to date, works well on computers, phones and tablets:`)
};

export const shell_unsupported_phone = /** @type {(inputs: Shell_Unsupported_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you would rather shop by phone, our customer care team can help at `)
};

export const shell_version_title = /** @type {(inputs: Shell_Version_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const shell_version_release = /** @type {(inputs: Shell_Version_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Release `)
};

export const shell_province_ab = /** @type {(inputs: Shell_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const shell_province_bc = /** @type {(inputs: Shell_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`British Columbia`)
};

export const shell_province_mb = /** @type {(inputs: Shell_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const shell_province_nb = /** @type {(inputs: Shell_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Brunswick`)
};

export const shell_province_nl = /** @type {(inputs: Shell_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newfoundland and Labrador`)
};

export const shell_province_ns = /** @type {(inputs: Shell_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova Scotia`)
};

export const shell_province_nt = /** @type {(inputs: Shell_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Northwest Territories`)
};

export const shell_province_nu = /** @type {(inputs: Shell_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const shell_province_on = /** @type {(inputs: Shell_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const shell_province_pe = /** @type {(inputs: Shell_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prince Edward Island`)
};

export const shell_province_qc = /** @type {(inputs: Shell_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quebec`)
};

export const shell_province_sk = /** @type {(inputs: Shell_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const shell_province_yt = /** @type {(inputs: Shell_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const ui_dismiss = /** @type {(inputs: Ui_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const ui_notification = /** @type {(inputs: Ui_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification`)
};

export const ui_loading = /** @type {(inputs: Ui_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const ui_loading_wait = /** @type {(inputs: Ui_Loading_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading please wait...`)
};

export const ui_on_this_page = /** @type {(inputs: Ui_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this page`)
};

export const ui_breadcrumb = /** @type {(inputs: Ui_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const ui_pages = /** @type {(inputs: Ui_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const ui_previous_page = /** @type {(inputs: Ui_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

export const ui_previous = /** @type {(inputs: Ui_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const ui_next_page = /** @type {(inputs: Ui_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page`)
};

export const ui_next = /** @type {(inputs: Ui_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const ui_page_number = /** @type {(inputs: Ui_Page_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const ui_try_again = /** @type {(inputs: Ui_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const ui_previous_image = /** @type {(inputs: Ui_Previous_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous image`)
};

export const ui_next_image = /** @type {(inputs: Ui_Next_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next image`)
};

export const ui_password_show = /** @type {(inputs: Ui_Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const ui_password_hide = /** @type {(inputs: Ui_Password_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

export const ui_password_subject = /** @type {(inputs: Ui_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password`)
};

export const ui_final_sale = /** @type {(inputs: Ui_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const ui_or_from = /** @type {(inputs: Ui_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or from `)
};

export const ui_gallery_more = /** @type {(inputs: Ui_Gallery_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More pictures`)
};

export const ui_gallery_full_screen = /** @type {(inputs: Ui_Gallery_Full_ScreenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View ${i?.name} full screen`)
};

export const ui_gallery_picture = /** @type {(inputs: Ui_Gallery_PictureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View picture ${i?.number} of ${i?.total}: ${i?.name}`)
};

export const ui_promo_play = /** @type {(inputs: Ui_Promo_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play promotions`)
};

export const ui_promo_pause = /** @type {(inputs: Ui_Promo_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause promotions`)
};

export const ui_rating = /** @type {(inputs: Ui_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 stars`)
};

export const ui_stars = /** @type {(inputs: Ui_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stars`);
	return /** @type {LocalizedString} */ ("ui_stars");
};

export const ui_reviews = /** @type {(inputs: Ui_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reviews`);
	return /** @type {LocalizedString} */ ("ui_reviews");
};

export const ui_search_label = /** @type {(inputs: Ui_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search furniture`)
};

export const ui_search_placeholder = /** @type {(inputs: Ui_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas, oak, velvet…`)
};

export const ui_search_submit = /** @type {(inputs: Ui_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show results`)
};

export const ui_unavailable = /** @type {(inputs: Ui_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unavailable`)
};

export const ui_address_label = /** @type {(inputs: Ui_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New delivery address`)
};

export const ui_address_first_name = /** @type {(inputs: Ui_Address_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

export const ui_address_last_name = /** @type {(inputs: Ui_Address_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

export const ui_address_phone = /** @type {(inputs: Ui_Address_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const ui_address_phone_hint = /** @type {(inputs: Ui_Address_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the delivery crew`)
};

export const ui_address_street = /** @type {(inputs: Ui_Address_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

export const ui_address_unit = /** @type {(inputs: Ui_Address_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

export const ui_address_city = /** @type {(inputs: Ui_Address_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const ui_address_province = /** @type {(inputs: Ui_Address_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province`)
};

export const ui_address_province_placeholder = /** @type {(inputs: Ui_Address_Province_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a province`)
};

export const ui_address_postal_code = /** @type {(inputs: Ui_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const ui_address_postal_code_hint = /** @type {(inputs: Ui_Address_Postal_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like A1A 1A1`)
};

export const ui_address_building_type = /** @type {(inputs: Ui_Address_Building_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Building type`)
};

export const ui_address_choose_one = /** @type {(inputs: Ui_Address_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one`)
};

export const ui_address_house = /** @type {(inputs: Ui_Address_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House`)
};

export const ui_address_apartment = /** @type {(inputs: Ui_Address_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apartment`)
};

export const ui_address_condo = /** @type {(inputs: Ui_Address_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const ui_address_townhouse = /** @type {(inputs: Ui_Address_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Townhouse`)
};

export const ui_address_office = /** @type {(inputs: Ui_Address_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

export const ui_address_floor = /** @type {(inputs: Ui_Address_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor`)
};

export const ui_address_buzzer = /** @type {(inputs: Ui_Address_BuzzerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buzzer`)
};

export const ui_address_receiving_hours = /** @type {(inputs: Ui_Address_Receiving_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receiving hours`)
};

export const ui_address_receiving_hours_hint = /** @type {(inputs: Ui_Address_Receiving_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When someone can let the crew in`)
};

export const ui_address_elevator = /** @type {(inputs: Ui_Address_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elevator access`)
};

export const ui_address_dock_door = /** @type {(inputs: Ui_Address_Dock_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading dock door`)
};

export const ui_address_primary = /** @type {(inputs: Ui_Address_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make this my main address`)
};

export const ui_address_instructions = /** @type {(inputs: Ui_Address_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery instructions`)
};

export const ui_address_saving = /** @type {(inputs: Ui_Address_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving the address`)
};

export const ui_card_processor = /** @type {(inputs: Ui_Card_ProcessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card goes straight to our payment processor; we never see or keep its number.`)
};

export const ui_card_name = /** @type {(inputs: Ui_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name on card`)
};

export const ui_card_number = /** @type {(inputs: Ui_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card number`)
};

export const ui_card_expiry = /** @type {(inputs: Ui_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry (MM/YY)`)
};

export const ui_card_expiry_placeholder = /** @type {(inputs: Ui_Card_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/YY`)
};

export const ui_card_security_code = /** @type {(inputs: Ui_Card_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security code`)
};

export const cart_checkout = /** @type {(inputs: Cart_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const cart_blocked_no_city = /** @type {(inputs: Cart_Blocked_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your city first`)
};

export const cart_blocked_updating = /** @type {(inputs: Cart_Blocked_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking prices before checkout…`)
};

export const cart_blocked_failed = /** @type {(inputs: Cart_Blocked_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your cart: try again first`)
};

export const cart_blocked_line_errors = /** @type {(inputs: Cart_Blocked_Line_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the items that can't be ordered first`)
};

export const cart_page_title = /** @type {(inputs: Cart_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart`)
};

export const cart_dismiss = /** @type {(inputs: Cart_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const cart_discarded_notice = /** @type {(inputs: Cart_Discarded_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not read your saved cart, so it was emptied. Please add your items again.`)
};

export const cart_liquidation_purchase = /** @type {(inputs: Cart_Liquidation_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: this price buys the piece outright — no subscription, pickup only.`)
};

export const cart_city_reason_cart = /** @type {(inputs: Cart_City_Reason_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the city we deliver to, so we can price your cart with its delivery fee and taxes.`)
};

export const cart_empty_title = /** @type {(inputs: Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart is empty`)
};

export const cart_browse_furniture = /** @type {(inputs: Cart_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse furniture`)
};

export const cart_empty_text = /** @type {(inputs: Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add furniture from any product page, and it will wait for you here.`)
};

export const cart_add_assembly = /** @type {(inputs: Cart_Add_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add assembly`)
};

export const cart_assembly_hint_price = /** @type {(inputs: Cart_Assembly_Hint_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our crew assembles your furniture on delivery for ${i?.price}.`)
};

export const cart_assembly_hint = /** @type {(inputs: Cart_Assembly_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our crew assembles your furniture on delivery.`)
};

export const cart_updating_prices = /** @type {(inputs: Cart_Updating_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating prices…`)
};

export const cart_quote_failed_cart = /** @type {(inputs: Cart_Quote_Failed_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your cart`)
};

export const cart_quote_error = /** @type {(inputs: Cart_Quote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your cart. Check your connection and try again.`)
};

export const cart_delivery_chosen = /** @type {(inputs: Cart_Delivery_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery date chosen: ${i?.date}`)
};

export const cart_share_cart = /** @type {(inputs: Cart_Share_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share cart`)
};

export const cart_empty_cart = /** @type {(inputs: Cart_Empty_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty cart`)
};

export const cart_lines_label = /** @type {(inputs: Cart_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in your cart`)
};

export const cart_line_option = /** @type {(inputs: Cart_Line_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option}: ${i?.value}`)
};

export const cart_pivotcare_label = /** @type {(inputs: Cart_Pivotcare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare damage cover`)
};

export const cart_pivotcare_label_price = /** @type {(inputs: Cart_Pivotcare_Label_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare damage cover +${i?.price}`)
};

export const cart_pivotcare_hint = /** @type {(inputs: Cart_Pivotcare_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covers accidental damage while the piece is with you.`)
};

export const cart_line_final_sale = /** @type {(inputs: Cart_Line_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: no returns or exchanges.`)
};

export const cart_quantity = /** @type {(inputs: Cart_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

export const cart_quantity_count = /** @type {(inputs: Cart_Quantity_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity ${i?.quantity}`)
};

export const cart_remove = /** @type {(inputs: Cart_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const cart_remove_line = /** @type {(inputs: Cart_Remove_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const cart_way_subscription = /** @type {(inputs: Cart_Way_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly subscription`)
};

export const cart_way_financing = /** @type {(inputs: Cart_Way_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly financing`)
};

export const cart_way_rental = /** @type {(inputs: Cart_Way_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental`)
};

export const cart_way_buy = /** @type {(inputs: Cart_Way_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy`)
};

export const cart_way_final_sale_monthly = /** @type {(inputs: Cart_Way_Final_Sale_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale, monthly`)
};

export const cart_way_final_sale = /** @type {(inputs: Cart_Way_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const cart_way_minimum = /** @type {(inputs: Cart_Way_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months}-month minimum`)
};

export const cart_way_months = /** @type {(inputs: Cart_Way_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months} months`)
};

export const cart_terms_financing = /** @type {(inputs: Cart_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} monthly payments of ${i?.amount} · total ${i?.total}`)
};

export const cart_terms_subscription = /** @type {(inputs: Cart_Terms_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yours after ${i?.payments} payments`)
};

export const cart_terms_rental = /** @type {(inputs: Cart_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed monthly until you return it`)
};

export const cart_summary_title = /** @type {(inputs: Cart_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order summary`)
};

export const cart_due_today = /** @type {(inputs: Cart_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

export const cart_then_monthly = /** @type {(inputs: Cart_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then monthly`)
};

export const cart_row_purchases = /** @type {(inputs: Cart_Row_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchases`)
};

export const cart_row_first_month = /** @type {(inputs: Cart_Row_First_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First month of monthly items`)
};

export const cart_row_pickup = /** @type {(inputs: Cart_Row_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the warehouse`)
};

export const cart_row_free = /** @type {(inputs: Cart_Row_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const cart_row_delivery = /** @type {(inputs: Cart_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const cart_row_assembly = /** @type {(inputs: Cart_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly`)
};

export const cart_row_account_credit = /** @type {(inputs: Cart_Row_Account_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit`)
};

export const cart_row_total_today = /** @type {(inputs: Cart_Row_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total due today`)
};

export const cart_row_monthly_items = /** @type {(inputs: Cart_Row_Monthly_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly items`)
};

export const cart_row_each_month = /** @type {(inputs: Cart_Row_Each_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each month`)
};

export const cart_tax_gst = /** @type {(inputs: Cart_Tax_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST`)
};

export const cart_tax_hst = /** @type {(inputs: Cart_Tax_HstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HST`)
};

export const cart_tax_qst = /** @type {(inputs: Cart_Tax_QstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QST`)
};

export const cart_tax_pst = /** @type {(inputs: Cart_Tax_PstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PST`)
};

export const cart_tax_rst = /** @type {(inputs: Cart_Tax_RstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RST`)
};

export const cart_tax_rate = /** @type {(inputs: Cart_Tax_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tax} ${i?.percent}%`)
};

export const cart_pickup_note = /** @type {(inputs: Cart_Pickup_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup only, at Pivot warehouse, ${i?.address}. Every day, 10 am to 5 pm (Toronto time). You choose your pickup day at checkout.`)
};

export const cart_estimated_delivery = /** @type {(inputs: Cart_Estimated_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estimated delivery: ${i?.from} to ${i?.to}`)
};

export const cart_final_sale_title = /** @type {(inputs: Cart_Final_Sale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale items`)
};

export const cart_final_sale_text = /** @type {(inputs: Cart_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some items are final sale: they cannot be returned or exchanged.`)
};

export const cart_sale_notice_one = /** @type {(inputs: Cart_Sale_Notice_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so it is now a purchase at the sale price, with no monthly payments or PivotCare.`)
};

export const cart_sale_notice_other = /** @type {(inputs: Cart_Sale_Notice_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} were in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so they are now a purchase at the sale price, with no monthly payments or PivotCare.`)
};

export const cart_sale_notice_an_item = /** @type {(inputs: Cart_Sale_Notice_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An item`)
};

export const cart_list_and = /** @type {(inputs: Cart_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.last}`)
};

export const cart_error_title = /** @type {(inputs: Cart_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page didn't load`)
};

export const cart_error_network = /** @type {(inputs: Cart_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the store. Check your connection, then try again.`)
};

export const cart_error_general = /** @type {(inputs: Cart_Error_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. Please try again in a moment.`)
};

export const cart_try_again = /** @type {(inputs: Cart_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const cart_home_page = /** @type {(inputs: Cart_Home_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const cart_city_fixed = /** @type {(inputs: Cart_City_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Priced for our ${i?.place} depot. During the liquidation sale every order is picked up there, so the city cannot be changed.`)
};

export const cart_your_city = /** @type {(inputs: Cart_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your city`)
};

export const cart_your_city_hint = /** @type {(inputs: Cart_Your_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices, availability, delivery fees and taxes are those of this city.`)
};

export const cart_choose_location = /** @type {(inputs: Cart_Choose_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your location`)
};

export const cart_select_city = /** @type {(inputs: Cart_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select City`)
};

export const cart_loading_cities = /** @type {(inputs: Cart_Loading_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading cities…`)
};

export const cart_cities_failed = /** @type {(inputs: Cart_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the list of cities.`)
};

export const cart_packages = /** @type {(inputs: Cart_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packages`)
};

export const cart_package_pictures = /** @type {(inputs: Cart_Package_PicturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pieces of the ${i?.name}`)
};

export const cart_package_pieces_heading = /** @type {(inputs: Cart_Package_Pieces_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`In this package: ${i?.count} piece`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`In this package: ${i?.count} pieces`);
	return /** @type {LocalizedString} */ ("cart_package_pieces_heading");
};

export const cart_package_lines_label = /** @type {(inputs: Cart_Package_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in the package`)
};

export const cart_package_missing_one = /** @type {(inputs: Cart_Package_Missing_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One piece is no longer sold and is left out.`)
};

export const cart_package_missing_other = /** @type {(inputs: Cart_Package_Missing_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} pieces are no longer sold and are left out.`)
};

export const cart_quote_failed_package = /** @type {(inputs: Cart_Quote_Failed_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price this package`)
};

export const cart_add_package = /** @type {(inputs: Cart_Add_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add package to cart`)
};

export const cart_packages_intro = /** @type {(inputs: Cart_Packages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rooms we put together for you: pieces that go together, added to your cart in one step.`)
};

export const cart_packages_none_title = /** @type {(inputs: Cart_Packages_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No packages right now`)
};

export const cart_packages_none_text = /** @type {(inputs: Cart_Packages_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon, or shop piece by piece.`)
};

export const cart_packages_all = /** @type {(inputs: Cart_Packages_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All packages`)
};

export const cart_package_tile_note = /** @type {(inputs: Cart_Package_Tile_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pieces · ${i?.description}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pieces · ${i?.description}`);
	return /** @type {LocalizedString} */ ("cart_package_tile_note");
};

export const cart_share_title = /** @type {(inputs: Cart_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your cart`)
};

export const cart_share_city_reason = /** @type {(inputs: Cart_Share_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the city we deliver to before you share your cart.`)
};

export const cart_share_empty_text = /** @type {(inputs: Cart_Share_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add furniture to your cart, then come back to share it.`)
};

export const cart_share_intro = /** @type {(inputs: Cart_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a link to this cart to open it on another device or send it to someone. The link keeps the items as they are now; prices are worked out for whoever opens it.`)
};

export const cart_share_lines_label = /** @type {(inputs: Cart_Share_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in the cart you are sharing`)
};

export const cart_share_link_label = /** @type {(inputs: Cart_Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link to your cart`)
};

export const cart_share_link_hint = /** @type {(inputs: Cart_Share_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anyone with this link can see these items until ${i?.date}.`)
};

export const cart_share_copy = /** @type {(inputs: Cart_Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const cart_share_open = /** @type {(inputs: Cart_Share_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the link`)
};

export const cart_share_copied = /** @type {(inputs: Cart_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

export const cart_share_copy_failed = /** @type {(inputs: Cart_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser would not copy it: the link is selected, copy it from there.`)
};

export const cart_share_failed_title = /** @type {(inputs: Cart_Share_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link was not made`)
};

export const cart_share_failed = /** @type {(inputs: Cart_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry: the link could not be made. Please try again in a moment.`)
};

export const cart_share_create = /** @type {(inputs: Cart_Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create link`)
};

export const cart_back_to_cart = /** @type {(inputs: Cart_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your cart`)
};

export const cart_shared_title = /** @type {(inputs: Cart_Shared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart`)
};

export const cart_shared_not_found_title = /** @type {(inputs: Cart_Shared_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart not found`)
};

export const cart_shared_expired = /** @type {(inputs: Cart_Shared_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This shared cart link has expired or does not exist`)
};

export const cart_go_to_cart = /** @type {(inputs: Cart_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your cart`)
};

export const cart_shared_expired_text = /** @type {(inputs: Cart_Shared_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart links work for 90 days. Ask for a new link, or find the pieces in our catalogue.`)
};

export const cart_shared_with_you_one = /** @type {(inputs: Cart_Shared_With_You_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone shared this item with you. Add it to your cart to order, or to keep shopping with it.`)
};

export const cart_shared_with_you_other = /** @type {(inputs: Cart_Shared_With_You_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone shared these ${i?.count} items with you. Add them to your cart to order, or to keep shopping with them.`)
};

export const cart_shared_loaded_replace = /** @type {(inputs: Cart_Shared_Loaded_ReplaceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your cart now holds the ${i?.count} item of the shared cart.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Your cart now holds the ${i?.count} items of the shared cart.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_replace");
};

export const cart_shared_loaded_increased = /** @type {(inputs: Cart_Shared_Loaded_IncreasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added the shared items to your cart: ${i?.added} new, ${i?.increased} already there (quantity raised).`)
};

export const cart_shared_loaded_added = /** @type {(inputs: Cart_Shared_Loaded_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Added ${i?.count} shared line to your cart.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Added ${i?.count} shared lines to your cart.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_added");
};

export const cart_shared_capped = /** @type {(inputs: Cart_Shared_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantities are held at 20 per item.`)
};

export const cart_shared_skipped = /** @type {(inputs: Cart_Shared_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} left out: a cart holds at most 50 different items.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} left out: a cart holds at most 50 different items.`);
	return /** @type {LocalizedString} */ ("cart_shared_skipped");
};

export const cart_shared_add_error = /** @type {(inputs: Cart_Shared_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error adding this to your cart. Please try again or contact support.`)
};

export const cart_shared_city_reason = /** @type {(inputs: Cart_Shared_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the city we deliver to, so we can show this cart's prices for you.`)
};

export const cart_shared_unavailable_one = /** @type {(inputs: Cart_Shared_Unavailable_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One item is no longer sold and will not be added.`)
};

export const cart_shared_unavailable_other = /** @type {(inputs: Cart_Shared_Unavailable_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} items are no longer sold and will not be added.`)
};

export const cart_shared_lines_label = /** @type {(inputs: Cart_Shared_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in the shared cart`)
};

export const cart_quote_failed_items = /** @type {(inputs: Cart_Quote_Failed_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price these items`)
};

export const cart_shared_none_sold = /** @type {(inputs: Cart_Shared_None_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of these items are sold any more.`)
};

export const cart_add_to_my_cart = /** @type {(inputs: Cart_Add_To_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to my cart`)
};

export const cart_shared_own_one = /** @type {(inputs: Cart_Shared_Own_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart already has an item. Add these to it, or replace it with them?`)
};

export const cart_shared_own_other = /** @type {(inputs: Cart_Shared_Own_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your cart already has ${i?.count} items. Add these to it, or replace it with them?`)
};

export const cart_replace_my_cart = /** @type {(inputs: Cart_Replace_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace my cart`)
};

export const cart_snapshot_no_longer_sold = /** @type {(inputs: Cart_Snapshot_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer sold: it will not be added.`)
};

export const cart_price_for_city = /** @type {(inputs: Cart_Price_For_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price for your city`)
};

export const cart_added_named = /** @type {(inputs: Cart_Added_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} added to your cart.`)
};

export const cart_added = /** @type {(inputs: Cart_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to your cart.`)
};

export const cart_product_pickup = /** @type {(inputs: Cart_Product_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup only, at Pivot warehouse, ${i?.address}. Every day, 10 am to 5 pm (Toronto time).`)
};

export const catalog_home = /** @type {(inputs: Catalog_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const catalog_try_again = /** @type {(inputs: Catalog_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const catalog_go_home = /** @type {(inputs: Catalog_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const catalog_back_home = /** @type {(inputs: Catalog_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the home page`)
};

export const catalog_choose_one = /** @type {(inputs: Catalog_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one`)
};

export const catalog_error_title = /** @type {(inputs: Catalog_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page didn't load`)
};

export const catalog_error_network = /** @type {(inputs: Catalog_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the store. Check your connection, then try again.`)
};

export const catalog_error_generic = /** @type {(inputs: Catalog_Error_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. Please try again in a moment.`)
};

export const catalog_category_gone = /** @type {(inputs: Catalog_Category_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This category is no longer available`)
};

export const catalog_category_title_page = /** @type {(inputs: Catalog_Category_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, page ${i?.page}`)
};

export const catalog_category_description = /** @type {(inputs: Catalog_Category_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name} at ${i?.site}.`)
};

export const catalog_category_by_type = /** @type {(inputs: Catalog_Category_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name} by type`)
};

export const catalog_category_products = /** @type {(inputs: Catalog_Category_ProductsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} products`)
};

export const catalog_category_empty_title = /** @type {(inputs: Catalog_Category_Empty_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There are no ${i?.name} here right now`)
};

export const catalog_category_see_all = /** @type {(inputs: Catalog_Category_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See all ${i?.name}`)
};

export const catalog_category_empty_text = /** @type {(inputs: Catalog_Category_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New pieces arrive every week. Check back soon, or try a nearby category.`)
};

export const catalog_home_title = /** @type {(inputs: Catalog_Home_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: furniture for every Canadian home`)
};

export const catalog_home_description = /** @type {(inputs: Catalog_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Better-than-new furniture for Canadian homes: subscribe monthly, finance, rent or buy outright, delivered and assembled in 15 cities.`)
};

export const catalog_home_eyebrow = /** @type {(inputs: Catalog_Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proudly made in Canada`)
};

export const catalog_home_hero_title = /** @type {(inputs: Catalog_Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Furniture for every Canadian home`)
};

export const catalog_home_hero_lead = /** @type {(inputs: Catalog_Home_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled by our own crew in fifteen cities from Vancouver to St. John's.`)
};

export const catalog_home_hero_alt = /** @type {(inputs: Catalog_Home_Hero_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in a furnished room`)
};

export const catalog_shop_category = /** @type {(inputs: Catalog_Shop_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name}`)
};

export const catalog_order_free_swatches = /** @type {(inputs: Catalog_Order_Free_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order free swatches`)
};

export const catalog_home_featured = /** @type {(inputs: Catalog_Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured furniture`)
};

export const catalog_shop_by_room = /** @type {(inputs: Catalog_Shop_By_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop by room`)
};

export const catalog_home_gallery = /** @type {(inputs: Catalog_Home_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real homes, real Canadians`)
};

export const catalog_home_gallery_text = /** @type {(inputs: Catalog_Home_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our furniture at home across the country. #LivePivot`)
};

export const catalog_home_photo_alt = /** @type {(inputs: Catalog_Home_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A customer’s room`)
};

export const catalog_your_city = /** @type {(inputs: Catalog_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your city`)
};

export const catalog_final_sale = /** @type {(inputs: Catalog_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const catalog_way_to_pay_label = /** @type {(inputs: Catalog_Way_To_Pay_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to pay?`)
};

export const catalog_final_sale_text = /** @type {(inputs: Catalog_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This piece is sold as is at a final-sale price. Final-sale purchases can't be returned, exchanged or swapped.`)
};

export const catalog_add_to_cart = /** @type {(inputs: Catalog_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to cart`)
};

export const catalog_price_term_minimum = /** @type {(inputs: Catalog_Price_Term_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.term}-month minimum`)
};

export const catalog_price_or = /** @type {(inputs: Catalog_Price_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · or `)
};

export const catalog_price_outright = /** @type {(inputs: Catalog_Price_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`outright`)
};

export const catalog_price_or_from = /** @type {(inputs: Catalog_Price_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or from`)
};

export const catalog_price_with = /** @type {(inputs: Catalog_Price_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`with ${i?.way}`)
};

export const catalog_assembly_not_offered = /** @type {(inputs: Catalog_Assembly_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly not offered`)
};

export const catalog_assembly_kit = /** @type {(inputs: Catalog_Assembly_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: arrives ready to put together with the tools included.`)
};

export const catalog_assembly_fee = /** @type {(inputs: Catalog_Assembly_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly by our delivery crew:`)
};

export const catalog_assembly_free = /** @type {(inputs: Catalog_Assembly_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free assembly by our delivery crew`)
};

export const catalog_facts_overview = /** @type {(inputs: Catalog_Facts_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

export const catalog_facts_details = /** @type {(inputs: Catalog_Facts_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const catalog_facts_materials = /** @type {(inputs: Catalog_Facts_MaterialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Materials`)
};

export const catalog_facts_care = /** @type {(inputs: Catalog_Facts_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Care`)
};

export const catalog_facts_about = /** @type {(inputs: Catalog_Facts_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About the ${i?.name}`)
};

export const catalog_dimensions = /** @type {(inputs: Catalog_DimensionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimensions`)
};

export const catalog_drawing_front_alt = /** @type {(inputs: Catalog_Drawing_Front_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, front view with measurements`)
};

export const catalog_drawing_side_alt = /** @type {(inputs: Catalog_Drawing_Side_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, side view with measurements`)
};

export const catalog_measurements = /** @type {(inputs: Catalog_MeasurementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measurements`)
};

export const catalog_measure = /** @type {(inputs: Catalog_MeasureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measure`)
};

export const catalog_metric = /** @type {(inputs: Catalog_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metric`)
};

export const catalog_imperial = /** @type {(inputs: Catalog_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial`)
};

export const catalog_suggestions = /** @type {(inputs: Catalog_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may also like`)
};

export const catalog_from = /** @type {(inputs: Catalog_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const catalog_unavailable_title = /** @type {(inputs: Catalog_Unavailable_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sorry - ${i?.name} is currently not available in your location.`)
};

export const catalog_unavailable_head = /** @type {(inputs: Catalog_Unavailable_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not available here`)
};

export const catalog_unavailable_see_other = /** @type {(inputs: Catalog_Unavailable_See_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See other ${i?.name}`)
};

export const catalog_unavailable_text = /** @type {(inputs: Catalog_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock differs from city to city. Choose another city, or browse what we can deliver to you.`)
};

export const catalog_listing_colour = /** @type {(inputs: Catalog_Listing_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour`)
};

export const catalog_listing_none = /** @type {(inputs: Catalog_Listing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products`)
};

export const catalog_listing_count = /** @type {(inputs: Catalog_Listing_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} product`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} products`);
	return /** @type {LocalizedString} */ ("catalog_listing_count");
};

export const catalog_listing_showing = /** @type {(inputs: Catalog_Listing_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.first}-${i?.last} of ${i?.total} products`)
};

export const catalog_clear_filters = /** @type {(inputs: Catalog_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

export const catalog_bestsellers_only = /** @type {(inputs: Catalog_Bestsellers_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestsellers only`)
};

export const catalog_listing_past_end = /** @type {(inputs: Catalog_Listing_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is past the end of the list`)
};

export const catalog_listing_first_page = /** @type {(inputs: Catalog_Listing_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the first page`)
};

export const catalog_listing_page_count = /** @type {(inputs: Catalog_Listing_Page_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`There is ${i?.count} page of products here.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`There are ${i?.count} pages of products here.`);
	return /** @type {LocalizedString} */ ("catalog_listing_page_count");
};

export const catalog_listing_no_match = /** @type {(inputs: Catalog_Listing_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products match these filters`)
};

export const catalog_listing_no_match_text = /** @type {(inputs: Catalog_Listing_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try fewer colours, or clear the filters to see everything here.`)
};

export const catalog_listing_products = /** @type {(inputs: Catalog_Listing_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

export const catalog_sort_by = /** @type {(inputs: Catalog_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

export const catalog_sort_featured = /** @type {(inputs: Catalog_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured`)
};

export const catalog_sort_price_asc = /** @type {(inputs: Catalog_Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: low to high`)
};

export const catalog_sort_price_desc = /** @type {(inputs: Catalog_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: high to low`)
};

export const catalog_sort_name = /** @type {(inputs: Catalog_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name: A to Z`)
};

export const catalog_option_not_here = /** @type {(inputs: Catalog_Option_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not here`)
};

export const catalog_option_unavailable_label = /** @type {(inputs: Catalog_Option_Unavailable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, not available in your city`)
};

export const catalog_option_unavailable = /** @type {(inputs: Catalog_Option_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (not available in your city)`)
};

export const catalog_learn_more = /** @type {(inputs: Catalog_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn more`)
};

export const catalog_learn_more_named = /** @type {(inputs: Catalog_Learn_More_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Learn more: ${i?.name}`)
};

export const catalog_reviews = /** @type {(inputs: Catalog_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

export const catalog_reviews_none = /** @type {(inputs: Catalog_Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet. Customers who have this piece can review it from their account.`)
};

export const catalog_reviews_count = /** @type {(inputs: Catalog_Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reviews`);
	return /** @type {LocalizedString} */ ("catalog_reviews_count");
};

export const catalog_reviews_list = /** @type {(inputs: Catalog_Reviews_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews, newest first`)
};

export const catalog_reviews_a_customer = /** @type {(inputs: Catalog_Reviews_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A customer`)
};

export const catalog_reviews_verified = /** @type {(inputs: Catalog_Reviews_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · Verified customer`)
};

export const catalog_reviews_newer = /** @type {(inputs: Catalog_Reviews_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer reviews`)
};

export const catalog_reviews_older = /** @type {(inputs: Catalog_Reviews_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older reviews`)
};

export const catalog_reviews_page = /** @type {(inputs: Catalog_Reviews_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.count}`)
};

export const catalog_search_results_for = /** @type {(inputs: Catalog_Search_Results_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Results for “${i?.query}”`)
};

export const catalog_search_head_title = /** @type {(inputs: Catalog_Search_Head_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search: ${i?.query}`)
};

export const catalog_search_tag_description = /** @type {(inputs: Catalog_Search_Tag_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name} at ${i?.site}: subscribe, finance or buy, delivered across Canada.`)
};

export const catalog_search_description = /** @type {(inputs: Catalog_Search_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Furniture matching “${i?.query}” at ${i?.site}.`)
};

export const catalog_search = /** @type {(inputs: Catalog_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const catalog_search_results = /** @type {(inputs: Catalog_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results`)
};

export const catalog_search_tag_empty = /** @type {(inputs: Catalog_Search_Tag_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have no ${i?.name} to show right now.`)
};

export const catalog_search_empty = /** @type {(inputs: Catalog_Search_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}”. Check the spelling, use fewer words, or try one of these.`)
};

export const catalog_search_none = /** @type {(inputs: Catalog_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products found`)
};

export const catalog_search_popular = /** @type {(inputs: Catalog_Search_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular searches`)
};

export const catalog_search_rooms = /** @type {(inputs: Catalog_Search_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rooms`)
};

export const catalog_tag_sofas = /** @type {(inputs: Catalog_Tag_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const catalog_tag_sectionals = /** @type {(inputs: Catalog_Tag_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sectionals`)
};

export const catalog_tag_lounge_chairs = /** @type {(inputs: Catalog_Tag_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lounge Chairs`)
};

export const catalog_tag_loveseats = /** @type {(inputs: Catalog_Tag_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loveseats`)
};

export const catalog_tag_coffee_tables = /** @type {(inputs: Catalog_Tag_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee Tables`)
};

export const catalog_tag_end_tables = /** @type {(inputs: Catalog_Tag_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End Tables`)
};

export const catalog_tag_dining_tables = /** @type {(inputs: Catalog_Tag_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Tables`)
};

export const catalog_tag_dining_chairs = /** @type {(inputs: Catalog_Tag_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Chairs`)
};

export const catalog_tag_beds = /** @type {(inputs: Catalog_Tag_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beds`)
};

export const catalog_swatches_title = /** @type {(inputs: Catalog_Swatches_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free fabric swatches`)
};

export const catalog_swatches_description = /** @type {(inputs: Catalog_Swatches_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order up to 10 free fabric swatches, mailed anywhere in Canada, and see our colours in your own light before you choose.`)
};

export const catalog_swatches_breadcrumb = /** @type {(inputs: Catalog_Swatches_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric swatches`)
};

export const catalog_swatches_intro = /** @type {(inputs: Catalog_Swatches_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See and feel our fabrics in your own light before you choose. Pick up to ${i?.max} swatches and we'll mail them free, anywhere in Canada, within 5 business days.`)
};

export const catalog_swatches_form = /** @type {(inputs: Catalog_Swatches_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order fabric swatches`)
};

export const catalog_swatches_where = /** @type {(inputs: Catalog_Swatches_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where should we send them?`)
};

export const catalog_swatches_full_name = /** @type {(inputs: Catalog_Swatches_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name`)
};

export const catalog_swatches_email = /** @type {(inputs: Catalog_Swatches_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const catalog_swatches_email_hint = /** @type {(inputs: Catalog_Swatches_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use it only if there is a question about your swatches.`)
};

export const catalog_swatches_phone = /** @type {(inputs: Catalog_Swatches_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

export const catalog_swatches_street = /** @type {(inputs: Catalog_Swatches_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

export const catalog_swatches_unit = /** @type {(inputs: Catalog_Swatches_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit or apartment (optional)`)
};

export const catalog_swatches_city = /** @type {(inputs: Catalog_Swatches_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const catalog_swatches_province = /** @type {(inputs: Catalog_Swatches_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province or territory`)
};

export const catalog_swatches_postal_code = /** @type {(inputs: Catalog_Swatches_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const catalog_swatches_postal_hint = /** @type {(inputs: Catalog_Swatches_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like K1A 0B1`)
};

export const catalog_swatches_country = /** @type {(inputs: Catalog_Swatches_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country: Canada. We mail swatches within Canada only.`)
};

export const catalog_swatches_failed = /** @type {(inputs: Catalog_Swatches_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order didn't go through`)
};

export const catalog_swatches_failed_text = /** @type {(inputs: Catalog_Swatches_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices and address are still here; try again in a moment.`)
};

export const catalog_swatches_sending = /** @type {(inputs: Catalog_Swatches_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending your order`)
};

export const catalog_swatches_order_count = /** @type {(inputs: Catalog_Swatches_Order_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Order ${i?.count} free swatch`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Order ${i?.count} free swatches`);
	return /** @type {LocalizedString} */ ("catalog_swatches_order_count");
};

export const catalog_swatches_choose = /** @type {(inputs: Catalog_Swatches_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your fabrics`)
};

export const catalog_swatches_chosen = /** @type {(inputs: Catalog_Swatches_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} chosen`)
};

export const catalog_swatches_full = /** @type {(inputs: Catalog_Swatches_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. That is the most for one order.`)
};

export const catalog_swatches_other_fabrics = /** @type {(inputs: Catalog_Swatches_Other_FabricsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other fabrics`)
};

export const catalog_swatches_placed = /** @type {(inputs: Catalog_Swatches_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your swatches are on their way`)
};

export const catalog_keep_shopping = /** @type {(inputs: Catalog_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep shopping`)
};

export const catalog_swatches_order_number = /** @type {(inputs: Catalog_Swatches_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order number`)
};

export const catalog_swatches_mailing = /** @type {(inputs: Catalog_Swatches_MailingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`We're mailing ${i?.count} swatch within 5 business days. Keep the order number: quote it if you call us about them.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`We're mailing ${i?.count} swatches within 5 business days. Keep the order number: quote it if you call us about them.`);
	return /** @type {LocalizedString} */ ("catalog_swatches_mailing");
};

export const catalog_error_full_name = /** @type {(inputs: Catalog_Error_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your full name.`)
};

export const catalog_error_full_name_long = /** @type {(inputs: Catalog_Error_Full_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name of at most 100 characters.`)
};

export const catalog_error_email = /** @type {(inputs: Catalog_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address.`)
};

export const catalog_error_email_invalid = /** @type {(inputs: Catalog_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address like name@example.ca.`)
};

export const catalog_error_phone = /** @type {(inputs: Catalog_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your phone number.`)
};

export const catalog_error_phone_invalid = /** @type {(inputs: Catalog_Error_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a 10-digit Canadian phone number, like 416-555-0123.`)
};

export const catalog_error_street = /** @type {(inputs: Catalog_Error_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your street address.`)
};

export const catalog_error_street_long = /** @type {(inputs: Catalog_Error_Street_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a street address of at most 200 characters.`)
};

export const catalog_error_unit_long = /** @type {(inputs: Catalog_Error_Unit_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a unit number of at most 20 characters.`)
};

export const catalog_error_city = /** @type {(inputs: Catalog_Error_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your city.`)
};

export const catalog_error_city_long = /** @type {(inputs: Catalog_Error_City_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a city of at most 100 characters.`)
};

export const catalog_error_province = /** @type {(inputs: Catalog_Error_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your province or territory.`)
};

export const catalog_error_postal_code = /** @type {(inputs: Catalog_Error_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your postal code.`)
};

export const catalog_error_postal_code_invalid = /** @type {(inputs: Catalog_Error_Postal_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Canadian postal code, like K1A 0B1.`)
};

export const catalog_error_postal_code_province = /** @type {(inputs: Catalog_Error_Postal_Code_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.postal} is not a postal code in ${i?.province}. Check the postal code or the province.`)
};

export const catalog_error_swatches_none = /** @type {(inputs: Catalog_Error_Swatches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one swatch.`)
};

export const catalog_error_swatches_many = /** @type {(inputs: Catalog_Error_Swatches_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose at most ${i?.max} swatches per order.`)
};

export const catalog_delivers_days = /** @type {(inputs: Catalog_Delivers_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.count} days`)
};

export const catalog_delivers_weeks = /** @type {(inputs: Catalog_Delivers_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.count} weeks`)
};

export const catalog_delivers_range_days = /** @type {(inputs: Catalog_Delivers_Range_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.low}-${i?.high} days`)
};

export const catalog_delivers_range_weeks = /** @type {(inputs: Catalog_Delivers_Range_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.low}-${i?.high} weeks`)
};

export const catalog_stock_only_left = /** @type {(inputs: Catalog_Stock_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.count} left`)
};

export const catalog_stock_in = /** @type {(inputs: Catalog_Stock_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In stock`)
};

export const catalog_stock_from = /** @type {(inputs: Catalog_Stock_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In stock from ${i?.date}`)
};

export const catalog_stock_made_to_order = /** @type {(inputs: Catalog_Stock_Made_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made to order`)
};

export const catalog_stock_out = /** @type {(inputs: Catalog_Stock_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Out of stock in ${i?.city}`)
};

export const catalog_dimension_width = /** @type {(inputs: Catalog_Dimension_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Width`)
};

export const catalog_dimension_depth = /** @type {(inputs: Catalog_Dimension_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth`)
};

export const catalog_dimension_height = /** @type {(inputs: Catalog_Dimension_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Height`)
};

export const catalog_dimension_seat_height = /** @type {(inputs: Catalog_Dimension_Seat_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat height`)
};

export const catalog_dimension_seat_depth = /** @type {(inputs: Catalog_Dimension_Seat_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat depth`)
};

export const catalog_dimension_arm_height = /** @type {(inputs: Catalog_Dimension_Arm_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arm height`)
};

export const catalog_dimension_arm_width = /** @type {(inputs: Catalog_Dimension_Arm_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arm width`)
};

export const catalog_dimension_leg_height = /** @type {(inputs: Catalog_Dimension_Leg_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leg height`)
};

export const catalog_dimension_pile_thickness = /** @type {(inputs: Catalog_Dimension_Pile_ThicknessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pile thickness`)
};

export const catalog_dimension_weight = /** @type {(inputs: Catalog_Dimension_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const catalog_unit_inches = /** @type {(inputs: Catalog_Unit_InchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} in`)
};

export const catalog_picture_front = /** @type {(inputs: Catalog_Picture_FrontInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: front view with dimensions`)
};

export const catalog_picture_side = /** @type {(inputs: Catalog_Picture_SideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: side view with dimensions`)
};

export const catalog_images_title = /** @type {(inputs: Catalog_Images_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: picture ${i?.number} of ${i?.count}`)
};

export const catalog_images_description = /** @type {(inputs: Catalog_Images_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pictures of the ${i?.name}.`)
};

export const catalog_images_close = /** @type {(inputs: Catalog_Images_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Close and go back to ${i?.name}`)
};

export const catalog_head_description = /** @type {(inputs: Catalog_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} by ${i?.maker}: subscribe, finance or buy, delivered across Canada.`)
};

export const catalog_head_title_color = /** @type {(inputs: Catalog_Head_Title_ColorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in ${i?.color}`)
};

export const catalog_pay_finance = /** @type {(inputs: Catalog_Pay_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finance`)
};

export const catalog_pay_final_sale_finance = /** @type {(inputs: Catalog_Pay_Final_Sale_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: finance`)
};

export const catalog_pay_subscribe = /** @type {(inputs: Catalog_Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

export const catalog_pay_subscribe_short = /** @type {(inputs: Catalog_Pay_Subscribe_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe (short term)`)
};

export const catalog_pay_rent = /** @type {(inputs: Catalog_Pay_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rent`)
};

export const catalog_pay_buy = /** @type {(inputs: Catalog_Pay_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright`)
};

export const catalog_pay_final_sale_buy = /** @type {(inputs: Catalog_Pay_Final_Sale_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: buy outright`)
};

export const catalog_pay_buy_classic = /** @type {(inputs: Catalog_Pay_Buy_ClassicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright (classic)`)
};

export const catalog_pay_buy_v2 = /** @type {(inputs: Catalog_Pay_Buy_V2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright (v2)`)
};

export const catalog_pay_over_term = /** @type {(inputs: Catalog_Pay_Over_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} over ${i?.term} months`)
};

export const catalog_pay_finance_detail = /** @type {(inputs: Catalog_Pay_Finance_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} monthly payments, then it's yours to keep`)
};

export const catalog_pay_subscribe_detail = /** @type {(inputs: Catalog_Pay_Subscribe_DetailInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Monthly, yours after ${i?.count} payments`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Monthly, yours after ${i?.count} payments`);
	return /** @type {LocalizedString} */ ("catalog_pay_subscribe_detail");
};

export const catalog_pay_subscribe_minimum = /** @type {(inputs: Catalog_Pay_Subscribe_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term}-month minimum subscription`)
};

export const catalog_pay_rent_detail = /** @type {(inputs: Catalog_Pay_Rent_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed monthly until you return it`)
};

export const catalog_pay_final_sale_buy_detail = /** @type {(inputs: Catalog_Pay_Final_Sale_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One payment; final sale, no returns`)
};

export const catalog_pay_buy_detail = /** @type {(inputs: Catalog_Pay_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One payment, yours to keep`)
};

export const catalog_province_ab = /** @type {(inputs: Catalog_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const catalog_province_bc = /** @type {(inputs: Catalog_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`British Columbia`)
};

export const catalog_province_mb = /** @type {(inputs: Catalog_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const catalog_province_nb = /** @type {(inputs: Catalog_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Brunswick`)
};

export const catalog_province_nl = /** @type {(inputs: Catalog_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newfoundland and Labrador`)
};

export const catalog_province_ns = /** @type {(inputs: Catalog_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova Scotia`)
};

export const catalog_province_nt = /** @type {(inputs: Catalog_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Northwest Territories`)
};

export const catalog_province_nu = /** @type {(inputs: Catalog_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const catalog_province_on = /** @type {(inputs: Catalog_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const catalog_province_pe = /** @type {(inputs: Catalog_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prince Edward Island`)
};

export const catalog_province_qc = /** @type {(inputs: Catalog_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quebec`)
};

export const catalog_province_sk = /** @type {(inputs: Catalog_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const catalog_province_yt = /** @type {(inputs: Catalog_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const returns_center_title = /** @type {(inputs: Returns_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return center`)
};

export const returns_center_intro = /** @type {(inputs: Returns_Center_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done with a piece? We pick it up from your home, seven days a week, in the window you choose.`)
};

export const returns_policy_terms = /** @type {(inputs: Returns_Policy_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may return any item at any time by booking a pickup in your account. A pickup in the first ${i?.term} of an item’s subscription costs twice its monthly fee (PivotCare is not part of it); from ${i?.term} after its start, the pickup is free. Billing for the item stops on the pickup day.`)
};

export const returns_term_years = /** @type {(inputs: Returns_Term_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} years`)
};

export const returns_term_months = /** @type {(inputs: Returns_Term_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} months`)
};

export const returns_center_agreement = /** @type {(inputs: Returns_Center_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These are the terms of the agreement signed today (version ${i?.version}). Items keep the return terms of the agreement they were signed under: each one shows its own free-return day and what a pickup before then costs when you start a return.`)
};

export const returns_center_billing = /** @type {(inputs: Returns_Center_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly billing of a returned item stops on its pickup day, and the fee is charged once the crew has picked it up. Financed and bought items are yours to keep.`)
};

export const returns_center_start = /** @type {(inputs: Returns_Center_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a return`)
};

export const returns_page_title = /** @type {(inputs: Returns_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return items`)
};

export const returns_success_title = /** @type {(inputs: Returns_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pickup is booked`)
};

export const returns_success_intro = /** @type {(inputs: Returns_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will email you the day before the pickup. Leave the items where the crew can reach them.`)
};

export const returns_success_photos = /** @type {(inputs: Returns_Success_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos of each item (front, back and any marks) help our crew plan the pickup. You can add or replace them until the pickup.`)
};

export const returns_add_photos = /** @type {(inputs: Returns_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos`)
};

export const returns_view_return = /** @type {(inputs: Returns_View_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View the return`)
};

export const returns_my_account = /** @type {(inputs: Returns_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const returns_return_policy = /** @type {(inputs: Returns_Return_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return policy`)
};

export const returns_reason_no_longer_needed = /** @type {(inputs: Returns_Reason_No_Longer_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I no longer need it`)
};

export const returns_reason_moving = /** @type {(inputs: Returns_Reason_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am moving`)
};

export const returns_reason_not_as_expected = /** @type {(inputs: Returns_Reason_Not_As_ExpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is not what I expected`)
};

export const returns_reason_damaged = /** @type {(inputs: Returns_Reason_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is damaged`)
};

export const returns_reason_upgrading = /** @type {(inputs: Returns_Reason_UpgradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am swapping it for something else`)
};

export const returns_reason_other = /** @type {(inputs: Returns_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another reason`)
};

export const returns_condition_better_than_new = /** @type {(inputs: Returns_Condition_Better_Than_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like new`)
};

export const returns_condition_light_wear = /** @type {(inputs: Returns_Condition_Light_WearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light wear`)
};

export const returns_condition_heavy_wear = /** @type {(inputs: Returns_Condition_Heavy_WearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heavy wear`)
};

export const returns_select_title = /** @type {(inputs: Returns_Select_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to return?`)
};

export const returns_select_intro = /** @type {(inputs: Returns_Select_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One pickup collects from one address. Returns are free once an item's free-return term is over; before that the pickup costs twice its monthly membership fee (PivotCare is not part of it).`)
};

export const returns_continue = /** @type {(inputs: Returns_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const returns_free_to_return = /** @type {(inputs: Returns_Free_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to return`)
};

export const returns_free_to_return_from = /** @type {(inputs: Returns_Free_To_Return_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free to return from ${i?.date}; a pickup before then costs ${i?.fee}`)
};

export const returns_details_title = /** @type {(inputs: Returns_Details_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about each item`)
};

export const returns_why_returning = /** @type {(inputs: Returns_Why_ReturningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why are you returning it?`)
};

export const returns_in_a_few_words = /** @type {(inputs: Returns_In_A_Few_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In a few words`)
};

export const returns_what_condition = /** @type {(inputs: Returns_What_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What condition is it in?`)
};

export const returns_change_items = /** @type {(inputs: Returns_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change items`)
};

export const returns_photos_title = /** @type {(inputs: Returns_Photos_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show us their condition`)
};

export const returns_photos_intro_damaged = /** @type {(inputs: Returns_Photos_Intro_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one photo of each damaged item before you choose a pickup day. Photos of the others are welcome.`)
};

export const returns_photos_intro_optional = /** @type {(inputs: Returns_Photos_Intro_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos are optional: they help the crew bring what the pickup needs. You can also add them after booking.`)
};

export const returns_choose_pickup_day = /** @type {(inputs: Returns_Choose_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a pickup day`)
};

export const returns_back_to_details = /** @type {(inputs: Returns_Back_To_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the details`)
};

export const returns_pickup_title = /** @type {(inputs: Returns_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When should we pick up?`)
};

export const returns_pickup_from = /** @type {(inputs: Returns_Pickup_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.address}.`)
};

export const returns_pickup_day = /** @type {(inputs: Returns_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup day`)
};

export const returns_pickup_time = /** @type {(inputs: Returns_Pickup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup time`)
};

export const returns_first_day = /** @type {(inputs: Returns_First_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} The first day we can come is ${i?.date}.`)
};

export const returns_review_the_return = /** @type {(inputs: Returns_Review_The_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the return`)
};

export const returns_back_to_photos = /** @type {(inputs: Returns_Back_To_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the photos`)
};

export const returns_review_title = /** @type {(inputs: Returns_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your return`)
};

export const returns_items_to_return = /** @type {(inputs: Returns_Items_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items to return`)
};

export const returns_free_return = /** @type {(inputs: Returns_Free_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free return`)
};

export const returns_pickup_on = /** @type {(inputs: Returns_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup on`)
};

export const returns_return_fees = /** @type {(inputs: Returns_Return_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return fees`)
};

export const returns_total = /** @type {(inputs: Returns_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const returns_review_terms = /** @type {(inputs: Returns_Review_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fee is charged to your card on file once the crew has picked the items up. Your monthly billing of these items stops on the pickup day.`)
};

export const returns_book_pickup = /** @type {(inputs: Returns_Book_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book the pickup`)
};

export const returns_booking_pickup = /** @type {(inputs: Returns_Booking_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking the pickup`)
};

export const returns_change_pickup = /** @type {(inputs: Returns_Change_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the pickup`)
};

export const returns_loading = /** @type {(inputs: Returns_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const returns_load_failed = /** @type {(inputs: Returns_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your items`)
};

export const returns_nothing_to_return = /** @type {(inputs: Returns_Nothing_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have nothing to return right now: subscriptions and rentals can be returned once delivered.`)
};

export const returns_pricing = /** @type {(inputs: Returns_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing your return`)
};

export const returns_price_failed = /** @type {(inputs: Returns_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your return`)
};

export const returns_opening_confirmation = /** @type {(inputs: Returns_Opening_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening your confirmation`)
};

export const returns_problem_reason_missing = /** @type {(inputs: Returns_Problem_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose why you are returning it.`)
};

export const returns_problem_condition_missing = /** @type {(inputs: Returns_Problem_Condition_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the condition it is in.`)
};

export const returns_problem_note_missing = /** @type {(inputs: Returns_Problem_Note_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us in a few words why you return it.`)
};

export const returns_problem_photo_missing = /** @type {(inputs: Returns_Problem_Photo_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one photo of the damage.`)
};

export const returns_problem_pickup_day_missing = /** @type {(inputs: Returns_Problem_Pickup_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a pickup day.`)
};

export const returns_problem_pickup_day_too_early = /** @type {(inputs: Returns_Problem_Pickup_Day_Too_EarlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} Choose a pickup day from ${i?.earliest} to ${i?.latest}.`)
};

export const returns_problem_pickup_day_out_of_range = /** @type {(inputs: Returns_Problem_Pickup_Day_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a pickup day from ${i?.earliest} to ${i?.latest}.`)
};

export const returns_problem_pickup_time_missing = /** @type {(inputs: Returns_Problem_Pickup_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a pickup time.`)
};

export const returns_problem_one_address = /** @type {(inputs: Returns_Problem_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One pickup collects from one address. Return the items at each address separately.`)
};

export const returns_problem_choose_items = /** @type {(inputs: Returns_Problem_Choose_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one item to return.`)
};

export const returns_photo_hint_required = /** @type {(inputs: Returns_Photo_Hint_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required: you told us it is damaged. Show the damage up close and the whole piece.`)
};

export const returns_photo_hint_optional = /** @type {(inputs: Returns_Photo_Hint_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: photos help the crew plan the pickup.`)
};

export const returns_photo_formats = /** @type {(inputs: Returns_Photo_FormatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP or HEIC, under 15 MB each, up to ${i?.max}.`)
};

export const returns_photo_formats_replace = /** @type {(inputs: Returns_Photo_Formats_ReplaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP or HEIC, under 15 MB each, up to ${i?.max}. To replace a photo, remove it and add another.`)
};

export const returns_photos_of = /** @type {(inputs: Returns_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos of ${i?.name}`)
};

export const returns_photo_n_of = /** @type {(inputs: Returns_Photo_N_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} of ${i?.name}`)
};

export const returns_photo_limit = /** @type {(inputs: Returns_Photo_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo limit reached`)
};

export const returns_add_more_photos = /** @type {(inputs: Returns_Add_More_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add more photos`)
};

export const returns_add_photos_of = /** @type {(inputs: Returns_Add_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add photos of ${i?.name}`)
};

export const returns_uploading = /** @type {(inputs: Returns_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading`)
};

export const returns_upload_failed = /** @type {(inputs: Returns_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That photo could not be uploaded. Try again.`)
};

export const returns_not_a_photo = /** @type {(inputs: Returns_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is not a photo. Send a JPEG, PNG, WebP or HEIC image.`)
};

export const returns_too_large = /** @type {(inputs: Returns_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos must be under 15 MB.`)
};

export const returns_empty_file = /** @type {(inputs: Returns_Empty_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is empty. Choose a photo.`)
};

export const returns_photo_count = /** @type {(inputs: Returns_Photo_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} photos`)
};

export const returns_removing = /** @type {(inputs: Returns_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing`)
};

export const returns_remove_photo_n = /** @type {(inputs: Returns_Remove_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove photo ${i?.number} of ${i?.name}`)
};

export const returns_remove = /** @type {(inputs: Returns_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const returns_photos_page_title = /** @type {(inputs: Returns_Photos_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos of your return`)
};

export const returns_open_failed = /** @type {(inputs: Returns_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not open this return`)
};

export const returns_try_again = /** @type {(inputs: Returns_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const returns_something_wrong = /** @type {(inputs: Returns_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const returns_return_number = /** @type {(inputs: Returns_Return_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.number}.`)
};

export const returns_return_number_pickup = /** @type {(inputs: Returns_Return_Number_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.number}, pickup ${i?.when}.`)
};

export const returns_photos_page_intro = /** @type {(inputs: Returns_Photos_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A few photos of each item (front, back, and any marks) help our crew plan the pickup. Location data is removed from every photo.`)
};

export const returns_photos_closed_title = /** @type {(inputs: Returns_Photos_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These photos can no longer be changed`)
};

export const returns_photos_closed_text = /** @type {(inputs: Returns_Photos_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items have been picked up (or the pickup was cancelled).`)
};

export const returns_photos_room = /** @type {(inputs: Returns_Photos_RoomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.max} photos per item: choose ${i?.room} more at most.`)
};

export const returns_pickup_when = /** @type {(inputs: Returns_Pickup_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.period}`)
};

export const swapmove_my_products = /** @type {(inputs: Swapmove_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Products`)
};

export const swapmove_my_account = /** @type {(inputs: Swapmove_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const swapmove_no_change = /** @type {(inputs: Swapmove_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no change`)
};

export const swapmove_loading = /** @type {(inputs: Swapmove_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const swapmove_opening_confirmation = /** @type {(inputs: Swapmove_Opening_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening your confirmation`)
};

export const swapmove_view_receipt = /** @type {(inputs: Swapmove_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View the receipt`)
};

export const swapmove_time = /** @type {(inputs: Swapmove_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

export const swapmove_change_day = /** @type {(inputs: Swapmove_Change_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the day`)
};

export const swapmove_charged_today = /** @type {(inputs: Swapmove_Charged_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged today`)
};

export const swapmove_first_day = /** @type {(inputs: Swapmove_First_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} The first day we can come is ${i?.date}.`)
};

export const swapmove_load_pieces_failed = /** @type {(inputs: Swapmove_Load_Pieces_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your pieces`)
};

export const swapmove_swap_title = /** @type {(inputs: Swapmove_Swap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap a piece`)
};

export const swapmove_swap_item_title = /** @type {(inputs: Swapmove_Swap_Item_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to swap?`)
};

export const swapmove_swap_item_intro = /** @type {(inputs: Swapmove_Swap_Item_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the piece to give back. Our crew brings its replacement and takes it away on the same visit.`)
};

export const swapmove_your_pieces = /** @type {(inputs: Swapmove_Your_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pieces`)
};

export const swapmove_choose_replacement = /** @type {(inputs: Swapmove_Choose_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a replacement`)
};

export const swapmove_replacement_title = /** @type {(inputs: Swapmove_Replacement_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose its replacement`)
};

export const swapmove_in_place_of = /** @type {(inputs: Swapmove_In_Place_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In place of your ${i?.name}.`)
};

export const swapmove_in_place_of_charge = /** @type {(inputs: Swapmove_In_Place_Of_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In place of your ${i?.name} (${i?.charge}).`)
};

export const swapmove_search_catalogue = /** @type {(inputs: Swapmove_Search_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the catalogue`)
};

export const swapmove_searching = /** @type {(inputs: Swapmove_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching`)
};

export const swapmove_search = /** @type {(inputs: Swapmove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const swapmove_finding_replacements = /** @type {(inputs: Swapmove_Finding_ReplacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding replacements`)
};

export const swapmove_no_replacements = /** @type {(inputs: Swapmove_No_ReplacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing matches at your depot with the same way to pay. Try another search.`)
};

export const swapmove_replacements_label = /** @type {(inputs: Swapmove_Replacements_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replacements available at your depot`)
};

export const swapmove_choose_swap_day = /** @type {(inputs: Swapmove_Choose_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the swap day`)
};

export const swapmove_change_item = /** @type {(inputs: Swapmove_Change_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the item`)
};

export const swapmove_swap_schedule_title = /** @type {(inputs: Swapmove_Swap_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When should the crew come?`)
};

export const swapmove_swap_schedule_intro = /** @type {(inputs: Swapmove_Swap_Schedule_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At ${i?.address}: the crew brings the new piece and takes your ${i?.name} on the same visit.`)
};

export const swapmove_swap_day = /** @type {(inputs: Swapmove_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap day`)
};

export const swapmove_review_swap = /** @type {(inputs: Swapmove_Review_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the swap`)
};

export const swapmove_change_replacement = /** @type {(inputs: Swapmove_Change_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the replacement`)
};

export const swapmove_swap_review_title = /** @type {(inputs: Swapmove_Swap_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your swap`)
};

export const swapmove_the_swap = /** @type {(inputs: Swapmove_The_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The swap`)
};

export const swapmove_goes_back = /** @type {(inputs: Swapmove_Goes_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goes back`)
};

export const swapmove_comes_in_place = /** @type {(inputs: Swapmove_Comes_In_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comes in its place`)
};

export const swapmove_swap_on = /** @type {(inputs: Swapmove_Swap_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap on`)
};

export const swapmove_at_address = /** @type {(inputs: Swapmove_At_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at ${i?.address}`)
};

export const swapmove_monthly_from_swap = /** @type {(inputs: Swapmove_Monthly_From_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly from the swap day`)
};

export const swapmove_swap_visit = /** @type {(inputs: Swapmove_Swap_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap visit`)
};

export const swapmove_swap_terms = /** @type {(inputs: Swapmove_Swap_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today’s charge goes on your card on file. Your current piece’s membership ends on the swap day and the new one starts that day; its first month is billed once it is delivered.`)
};

export const swapmove_confirm_swap = /** @type {(inputs: Swapmove_Confirm_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the swap`)
};

export const swapmove_booking_swap = /** @type {(inputs: Swapmove_Booking_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking the swap`)
};

export const swapmove_nothing_to_swap = /** @type {(inputs: Swapmove_Nothing_To_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have nothing to swap right now: subscribed and rented pieces can be swapped once delivered, one booking at a time.`)
};

export const swapmove_replacements_failed = /** @type {(inputs: Swapmove_Replacements_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the replacements`)
};

export const swapmove_pricing_swap = /** @type {(inputs: Swapmove_Pricing_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing your swap`)
};

export const swapmove_swap_price_failed = /** @type {(inputs: Swapmove_Swap_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your swap`)
};

export const swapmove_swap_booked = /** @type {(inputs: Swapmove_Swap_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your swap is booked`)
};

export const swapmove_swap_success_intro = /** @type {(inputs: Swapmove_Swap_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will email you the day before the visit. The crew brings your new piece and takes the old one away; leave a clear path for them.`)
};

export const swapmove_problem_item_missing = /** @type {(inputs: Swapmove_Problem_Item_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the item to give back.`)
};

export const swapmove_problem_replacement_missing = /** @type {(inputs: Swapmove_Problem_Replacement_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the piece you would like instead.`)
};

export const swapmove_problem_swap_day_missing = /** @type {(inputs: Swapmove_Problem_Swap_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the swap day.`)
};

export const swapmove_problem_swap_day_out_of_range = /** @type {(inputs: Swapmove_Problem_Swap_Day_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a swap day from ${i?.earliest} to ${i?.latest}.`)
};

export const swapmove_problem_time_missing = /** @type {(inputs: Swapmove_Problem_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a time for the crew.`)
};

export const swapmove_move_title = /** @type {(inputs: Swapmove_Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move your furniture`)
};

export const swapmove_move_items_title = /** @type {(inputs: Swapmove_Move_Items_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to move?`)
};

export const swapmove_move_items_intro = /** @type {(inputs: Swapmove_Move_Items_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose some or all of the pieces at one address. Moves need at least a week’s notice.`)
};

export const swapmove_yours = /** @type {(inputs: Swapmove_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yours`)
};

export const swapmove_choose_new_address = /** @type {(inputs: Swapmove_Choose_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the new address`)
};

export const swapmove_address_title = /** @type {(inputs: Swapmove_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where are they going?`)
};

export const swapmove_from_address = /** @type {(inputs: Swapmove_From_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.address}.`)
};

export const swapmove_your_addresses = /** @type {(inputs: Swapmove_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your addresses`)
};

export const swapmove_new_address = /** @type {(inputs: Swapmove_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new address`)
};

export const swapmove_save_address = /** @type {(inputs: Swapmove_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save this address`)
};

export const swapmove_the_new_address = /** @type {(inputs: Swapmove_The_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new address`)
};

export const swapmove_choose_move_day = /** @type {(inputs: Swapmove_Choose_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the move day`)
};

export const swapmove_checking_address = /** @type {(inputs: Swapmove_Checking_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the address`)
};

export const swapmove_change_items = /** @type {(inputs: Swapmove_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the items`)
};

export const swapmove_check_address = /** @type {(inputs: Swapmove_Check_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the address.`)
};

export const swapmove_move_schedule_title = /** @type {(inputs: Swapmove_Move_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When should we pick them up?`)
};

export const swapmove_move_schedule_intro = /** @type {(inputs: Swapmove_Move_Schedule_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our ${i?.fromDepot} crew picks them up; ${i?.delivery}. The earliest move day is ${i?.earliest}.`)
};

export const swapmove_delivered_same_day = /** @type {(inputs: Swapmove_Delivered_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`they deliver them the same day`)
};

export const swapmove_delivered_next_day = /** @type {(inputs: Swapmove_Delivered_Next_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`our ${i?.toDepot} crew delivers them the next day`)
};

export const swapmove_delivered_days_later = /** @type {(inputs: Swapmove_Delivered_Days_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`our ${i?.toDepot} crew delivers them ${i?.days} days later`)
};

export const swapmove_move_day = /** @type {(inputs: Swapmove_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move day`)
};

export const swapmove_review_move = /** @type {(inputs: Swapmove_Review_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the move`)
};

export const swapmove_change_address = /** @type {(inputs: Swapmove_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the address`)
};

export const swapmove_priced_on = /** @type {(inputs: Swapmove_Priced_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priced on`)
};

export const swapmove_through = /** @type {(inputs: Swapmove_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(through ${i?.places})`)
};

export const swapmove_between_depots_rate = /** @type {(inputs: Swapmove_Between_Depots_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Between depots we charge ${i?.rate} a kilometre of road from our published table;`)
};

export const swapmove_check_road = /** @type {(inputs: Swapmove_Check_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check the road on OpenStreetMap`)
};

export const swapmove_one_crew = /** @type {(inputs: Swapmove_One_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One crew picks up and delivers the same day.`)
};

export const swapmove_buyout_title = /** @type {(inputs: Swapmove_Buyout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This move costs more than buying out`)
};

export const swapmove_buyout_text_one = /** @type {(inputs: Swapmove_Buyout_Text_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The move fee, ${i?.fee} before tax, is more than buying this piece out today: ${i?.buyout} before tax. You could buy it out and keep it, or return it and choose furniture near your new home.`)
};

export const swapmove_buyout_text_many = /** @type {(inputs: Swapmove_Buyout_Text_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The move fee, ${i?.fee} before tax, is more than buying these pieces out today: ${i?.buyout} before tax. You could buy them out and keep them, or return them and choose furniture near your new home.`)
};

export const swapmove_buy_out_one = /** @type {(inputs: Swapmove_Buy_Out_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy it out instead`)
};

export const swapmove_buy_out_many = /** @type {(inputs: Swapmove_Buy_Out_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy them out instead`)
};

export const swapmove_return_one = /** @type {(inputs: Swapmove_Return_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return it instead`)
};

export const swapmove_return_many = /** @type {(inputs: Swapmove_Return_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return them instead`)
};

export const swapmove_move_review_title = /** @type {(inputs: Swapmove_Move_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your move`)
};

export const swapmove_pieces_to_move = /** @type {(inputs: Swapmove_Pieces_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieces to move`)
};

export const swapmove_from = /** @type {(inputs: Swapmove_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const swapmove_to = /** @type {(inputs: Swapmove_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to`)
};

export const swapmove_pickup_on = /** @type {(inputs: Swapmove_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup on`)
};

export const swapmove_delivery_on = /** @type {(inputs: Swapmove_Delivery_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; delivery on`)
};

export const swapmove_move_fee_between = /** @type {(inputs: Swapmove_Move_Fee_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move fee (${i?.from} to ${i?.to}, ${i?.km} km by road)`)
};

export const swapmove_move_fee_within = /** @type {(inputs: Swapmove_Move_Fee_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move fee (within ${i?.depot})`)
};

export const swapmove_move_terms_card = /** @type {(inputs: Swapmove_Move_Terms_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fee goes on your card on file today.`)
};

export const swapmove_move_terms_taxed = /** @type {(inputs: Swapmove_Move_Terms_TaxedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bills from the delivery day are taxed in ${i?.province}.`)
};

export const swapmove_move_terms_same = /** @type {(inputs: Swapmove_Move_Terms_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your monthly fees do not change.`)
};

export const swapmove_confirm_move = /** @type {(inputs: Swapmove_Confirm_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the move`)
};

export const swapmove_booking_move = /** @type {(inputs: Swapmove_Booking_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking the move`)
};

export const swapmove_nothing_to_move = /** @type {(inputs: Swapmove_Nothing_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have nothing to move right now: pieces on a plan can be moved once delivered, one booking at a time.`)
};

export const swapmove_pricing_move = /** @type {(inputs: Swapmove_Pricing_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing your move`)
};

export const swapmove_move_price_failed = /** @type {(inputs: Swapmove_Move_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your move`)
};

export const swapmove_move_booked = /** @type {(inputs: Swapmove_Move_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your move is booked`)
};

export const swapmove_move_success_intro = /** @type {(inputs: Swapmove_Move_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will email you the day before the pickup and again before the delivery at your new address.`)
};

export const swapmove_problem_one_address = /** @type {(inputs: Swapmove_Problem_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One move takes items from one address. Move the items at each address separately.`)
};

export const swapmove_problem_items_missing = /** @type {(inputs: Swapmove_Problem_Items_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one item to move.`)
};

export const swapmove_problem_address_missing = /** @type {(inputs: Swapmove_Problem_Address_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the address to move to.`)
};

export const swapmove_problem_move_day_missing = /** @type {(inputs: Swapmove_Problem_Move_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the move day.`)
};

export const swapmove_problem_move_day_too_early = /** @type {(inputs: Swapmove_Problem_Move_Day_Too_EarlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moves need at least a week’s notice. Choose ${i?.earliest} or a later day.`)
};

export const swapmove_problem_move_day_too_late = /** @type {(inputs: Swapmove_Problem_Move_Day_Too_LateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moves can be booked up to ${i?.latest}.`)
};

export const swapmove_province_ab = /** @type {(inputs: Swapmove_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const swapmove_province_bc = /** @type {(inputs: Swapmove_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`British Columbia`)
};

export const swapmove_province_mb = /** @type {(inputs: Swapmove_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const swapmove_province_nb = /** @type {(inputs: Swapmove_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Brunswick`)
};

export const swapmove_province_nl = /** @type {(inputs: Swapmove_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newfoundland and Labrador`)
};

export const swapmove_province_ns = /** @type {(inputs: Swapmove_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova Scotia`)
};

export const swapmove_province_nt = /** @type {(inputs: Swapmove_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Northwest Territories`)
};

export const swapmove_province_nu = /** @type {(inputs: Swapmove_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const swapmove_province_on = /** @type {(inputs: Swapmove_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const swapmove_province_pe = /** @type {(inputs: Swapmove_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prince Edward Island`)
};

export const swapmove_province_qc = /** @type {(inputs: Swapmove_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quebec`)
};

export const swapmove_province_sk = /** @type {(inputs: Swapmove_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const swapmove_province_yt = /** @type {(inputs: Swapmove_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};