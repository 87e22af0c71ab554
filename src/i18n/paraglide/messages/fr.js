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
import * as registry from "../registry.js"


export const shell_language_name = /** @type {(inputs: Shell_Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

export const shell_language_switch_label = /** @type {(inputs: Shell_Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const shell_language_switch_hint = /** @type {(inputs: Shell_Language_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See this page in English`)
};

export const shell_cart_label_empty = /** @type {(inputs: Shell_Cart_Label_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier, vide`)
};

export const shell_cart_label = /** @type {(inputs: Shell_Cart_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Panier, ${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Panier, ${i?.count} articles`);
	return /** @type {LocalizedString} */ ("shell_cart_label");
};

export const shell_footer_shop = /** @type {(inputs: Shell_Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

export const shell_footer_faq = /** @type {(inputs: Shell_Footer_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_footer_contact = /** @type {(inputs: Shell_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_footer_swatches = /** @type {(inputs: Shell_Footer_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const shell_footer_cover_kit = /** @type {(inputs: Shell_Footer_Cover_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tissus et housses de remplacement`)
};

export const shell_footer_company = /** @type {(inputs: Shell_Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprise`)
};

export const shell_footer_our_approach = /** @type {(inputs: Shell_Footer_Our_ApproachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre approche`)
};

export const shell_footer_agreements = /** @type {(inputs: Shell_Footer_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos contrats`)
};

export const shell_footer_careers = /** @type {(inputs: Shell_Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrières`)
};

export const shell_footer_external_site = /** @type {(inputs: Shell_Footer_External_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (site externe)`)
};

export const shell_footer_your_account = /** @type {(inputs: Shell_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const shell_footer_my_account = /** @type {(inputs: Shell_Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_footer_create_account = /** @type {(inputs: Shell_Footer_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

export const shell_footer_sign_in = /** @type {(inputs: Shell_Footer_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_footer_policies = /** @type {(inputs: Shell_Footer_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politiques`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

export const shell_footer_liquidation_policy = /** @type {(inputs: Shell_Footer_Liquidation_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de la vente de liquidation`)
};

export const shell_footer_copyright = /** @type {(inputs: Shell_Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`© 2025 Pivot Furniture Inc. Tous les prix sont en dollars canadiens.`)
};

export const shell_footer_social = /** @type {(inputs: Shell_Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot sur les médias sociaux`)
};

export const shell_footer_language = /** @type {(inputs: Shell_Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const shell_header_home = /** @type {(inputs: Shell_Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil de Pivot Furniture`)
};

export const shell_menu_title = /** @type {(inputs: Shell_Menu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

export const shell_menu_main = /** @type {(inputs: Shell_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu principal`)
};

export const shell_menu_my_account = /** @type {(inputs: Shell_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_menu_sign_in = /** @type {(inputs: Shell_Menu_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter ou créer un compte`)
};

export const shell_menu_faq = /** @type {(inputs: Shell_Menu_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_menu_contact = /** @type {(inputs: Shell_Menu_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_menu_sign_out = /** @type {(inputs: Shell_Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

export const shell_menu_back = /** @type {(inputs: Shell_Menu_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au menu principal`)
};

export const shell_menu_all = /** @type {(inputs: Shell_Menu_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} : tout voir`)
};

export const shell_sale_badge = /** @type {(inputs: Shell_Sale_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85 % de rabais`)
};

export const shell_brand = /** @type {(inputs: Shell_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const shell_account_greeting = /** @type {(inputs: Shell_Account_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour, ${i?.name}`)
};

export const shell_account_my_account = /** @type {(inputs: Shell_Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_account_sign_in = /** @type {(inputs: Shell_Account_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_cart_popup_added = /** @type {(inputs: Shell_Cart_Popup_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté à votre panier`)
};

export const shell_cart_popup_not_added = /** @type {(inputs: Shell_Cart_Popup_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ajouté à votre panier`)
};

export const shell_cart_popup_cleared = /** @type {(inputs: Shell_Cart_Popup_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier vidé`)
};

export const shell_cart_popup_cleared_text = /** @type {(inputs: Shell_Cart_Popup_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier et votre panier de retour sont maintenant vides.`)
};

export const shell_cart_popup_add_error = /** @type {(inputs: Shell_Cart_Popup_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue lors de l'ajout à votre panier. Veuillez réessayer ou joindre le soutien.`)
};

export const shell_cart_popup_item = /** @type {(inputs: Shell_Cart_Popup_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. `)
};

export const shell_cart_popup_count = /** @type {(inputs: Shell_Cart_Popup_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous avez ${i?.count} article dans votre panier.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Vous avez ${i?.count} articles dans votre panier.`);
	return /** @type {LocalizedString} */ ("shell_cart_popup_count");
};

export const shell_cart_popup_view_cart = /** @type {(inputs: Shell_Cart_Popup_View_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le panier`)
};

export const shell_cart_popup_checkout = /** @type {(inputs: Shell_Cart_Popup_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à la caisse`)
};

export const shell_category_menu_label = /** @type {(inputs: Shell_Category_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner par catégorie`)
};

export const shell_liquidation_title = /** @type {(inputs: Shell_Liquidation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente de liquidation finale : 85 % de rabais sur tout.`)
};

export const shell_liquidation_pickup = /** @type {(inputs: Shell_Liquidation_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à notre entrepôt de Mississauga, en Ontario.`)
};

export const shell_liquidation_policy_link = /** @type {(inputs: Shell_Liquidation_Policy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire la politique de la vente`)
};

export const shell_location_title = /** @type {(inputs: Shell_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre ville`)
};

export const shell_location_pinned_city = /** @type {(inputs: Shell_Location_Pinned_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pendant notre vente de liquidation finale, toutes les commandes sont servies par notre dépôt de ${i?.city}; il n'y a donc pas de ville à choisir.`)
};

export const shell_location_pinned = /** @type {(inputs: Shell_Location_PinnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendant notre vente de liquidation finale, toutes les commandes sont servies par un seul dépôt.`)
};

export const shell_location_shop_from = /** @type {(inputs: Shell_Location_Shop_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner à ${i?.city}`)
};

export const shell_location_continue = /** @type {(inputs: Shell_Location_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const shell_location_pinned_prices_city = /** @type {(inputs: Shell_Location_Pinned_Prices_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les prix et la disponibilité sont ceux du dépôt de ${i?.city} (${i?.province}). Les articles de la vente se ramassent à notre entrepôt; consultez la politique de la vente de liquidation pour les détails.`)
};

export const shell_location_pinned_prices_default = /** @type {(inputs: Shell_Location_Pinned_Prices_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix et la disponibilité sont ceux du dépôt par défaut. Les articles de la vente se ramassent à notre entrepôt; consultez la politique de la vente de liquidation pour les détails.`)
};

export const shell_location_description = /** @type {(inputs: Shell_Location_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous livrons dans 15 villes au Canada. Les prix, la disponibilité et les frais de livraison dépendent de la vôtre.`)
};

export const shell_location_current = /** @type {(inputs: Shell_Location_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous magasinez à ${i?.city} (${i?.province}).`)
};

export const shell_location_select_city = /** @type {(inputs: Shell_Location_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une ville`)
};

export const shell_location_button = /** @type {(inputs: Shell_Location_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville : `)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas la page que vous cherchez`)
};

export const shell_not_found_page_title = /** @type {(inputs: Shell_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est peut-être ancien ou mal écrit. Choisissez une pièce ci-dessous, ou retournez à la page d'accueil pour continuer à magasiner.`)
};

export const shell_not_found_rooms = /** @type {(inputs: Shell_Not_Found_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces à magasiner`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d'accueil`)
};

export const shell_promo_sale = /** @type {(inputs: Shell_Promo_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85 % de rabais sur tous les meubles`)
};

export const shell_promo_made_in_canada = /** @type {(inputs: Shell_Promo_Made_In_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fièrement fabriqué au Canada`)
};

export const shell_promo_own_crew = /** @type {(inputs: Shell_Promo_Own_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livré et assemblé par notre propre équipe`)
};

export const shell_billing_alert = /** @type {(inputs: Shell_Billing_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour des renseignements de facturation requise! Cliquez ici pour les mettre à jour.`)
};

export const shell_quick_links_label = /** @type {(inputs: Shell_Quick_Links_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories populaires`)
};

export const shell_quick_sofas = /** @type {(inputs: Shell_Quick_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const shell_quick_sectionals = /** @type {(inputs: Shell_Quick_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas sectionnels`)
};

export const shell_quick_lounge_chairs = /** @type {(inputs: Shell_Quick_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuils`)
};

export const shell_quick_loveseats = /** @type {(inputs: Shell_Quick_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Causeuses`)
};

export const shell_quick_coffee_tables = /** @type {(inputs: Shell_Quick_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salon`)
};

export const shell_quick_end_tables = /** @type {(inputs: Shell_Quick_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables d'appoint`)
};

export const shell_quick_dining_tables = /** @type {(inputs: Shell_Quick_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salle à manger`)
};

export const shell_quick_dining_chairs = /** @type {(inputs: Shell_Quick_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaises de salle à manger`)
};

export const shell_quick_beds = /** @type {(inputs: Shell_Quick_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lits`)
};

export const shell_search = /** @type {(inputs: Shell_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

export const shell_search_close = /** @type {(inputs: Shell_Search_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer la recherche`)
};

export const shell_search_hint = /** @type {(inputs: Shell_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appuyez sur Entrée pour voir les résultats.`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite`)
};

export const shell_error_text = /** @type {(inputs: Shell_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet inconvénient. Nous avons été avisés de l'erreur et la corrigerons dès que possible. Veuillez réessayer dans un moment.`)
};

export const shell_error_text_unreported = /** @type {(inputs: Shell_Error_Text_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet inconvénient. Veuillez réessayer dans un moment. Si le problème persiste, joignez-nous et dites-nous ce que vous faisiez.`)
};

export const shell_error_retry = /** @type {(inputs: Shell_Error_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au contenu`)
};

export const shell_back = /** @type {(inputs: Shell_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour`)
};

export const shell_back_address = /** @type {(inputs: Shell_Back_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux adresses`)
};

export const shell_back_my_products = /** @type {(inputs: Shell_Back_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mes produits`)
};

export const shell_back_my_account = /** @type {(inputs: Shell_Back_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mon compte`)
};

export const shell_unsupported_page_title = /** @type {(inputs: Shell_Unsupported_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigateur non pris en charge`)
};

export const shell_unsupported_heading = /** @type {(inputs: Shell_Unsupported_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez mettre à jour votre navigateur`)
};

export const shell_unsupported_text = /** @type {(inputs: Shell_Unsupported_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : notre site ne prend pas en charge votre navigateur.`)
};

export const shell_unsupported_features = /** @type {(inputs: Shell_Unsupported_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre magasin utilise des fonctions que les anciens navigateurs n'ont pas. Chacun de ces navigateurs gratuits, tenu à jour, fonctionne bien sur ordinateur, téléphone et tablette :`)
};

export const shell_unsupported_phone = /** @type {(inputs: Shell_Unsupported_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous préférez magasiner par téléphone, notre service à la clientèle peut vous aider au `)
};

export const shell_version_title = /** @type {(inputs: Shell_Version_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const shell_version_release = /** @type {(inputs: Shell_Version_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication `)
};

export const shell_province_ab = /** @type {(inputs: Shell_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const shell_province_bc = /** @type {(inputs: Shell_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const shell_province_mb = /** @type {(inputs: Shell_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const shell_province_nb = /** @type {(inputs: Shell_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const shell_province_nl = /** @type {(inputs: Shell_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const shell_province_ns = /** @type {(inputs: Shell_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const shell_province_nt = /** @type {(inputs: Shell_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const shell_province_nu = /** @type {(inputs: Shell_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const shell_province_on = /** @type {(inputs: Shell_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const shell_province_pe = /** @type {(inputs: Shell_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const shell_province_qc = /** @type {(inputs: Shell_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const shell_province_sk = /** @type {(inputs: Shell_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const shell_province_yt = /** @type {(inputs: Shell_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const ui_dismiss = /** @type {(inputs: Ui_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const ui_notification = /** @type {(inputs: Ui_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification`)
};

export const ui_loading = /** @type {(inputs: Ui_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const ui_loading_wait = /** @type {(inputs: Ui_Loading_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement, veuillez patienter...`)
};

export const ui_on_this_page = /** @type {(inputs: Ui_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur cette page`)
};

export const ui_breadcrumb = /** @type {(inputs: Ui_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fil d'Ariane`)
};

export const ui_pages = /** @type {(inputs: Ui_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const ui_previous_page = /** @type {(inputs: Ui_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page précédente`)
};

export const ui_previous = /** @type {(inputs: Ui_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédente`)
};

export const ui_next_page = /** @type {(inputs: Ui_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page suivante`)
};

export const ui_next = /** @type {(inputs: Ui_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante`)
};

export const ui_page_number = /** @type {(inputs: Ui_Page_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const ui_try_again = /** @type {(inputs: Ui_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const ui_previous_image = /** @type {(inputs: Ui_Previous_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image précédente`)
};

export const ui_next_image = /** @type {(inputs: Ui_Next_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image suivante`)
};

export const ui_password_show = /** @type {(inputs: Ui_Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

export const ui_password_hide = /** @type {(inputs: Ui_Password_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

export const ui_password_subject = /** @type {(inputs: Ui_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mot de passe`)
};

export const ui_final_sale = /** @type {(inputs: Ui_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const ui_or_from = /** @type {(inputs: Ui_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou à partir de `)
};

export const ui_gallery_more = /** @type {(inputs: Ui_Gallery_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres photos`)
};

export const ui_gallery_full_screen = /** @type {(inputs: Ui_Gallery_Full_ScreenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir ${i?.name} en plein écran`)
};

export const ui_gallery_picture = /** @type {(inputs: Ui_Gallery_PictureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir la photo ${i?.number} sur ${i?.total} : ${i?.name}`)
};

export const ui_promo_play = /** @type {(inputs: Ui_Promo_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire défiler les promotions`)
};

export const ui_promo_pause = /** @type {(inputs: Ui_Promo_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre les promotions en pause`)
};

export const ui_rating = /** @type {(inputs: Ui_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} sur 5 étoiles`)
};

export const ui_stars = /** @type {(inputs: Ui_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} étoiles`);
	return /** @type {LocalizedString} */ ("ui_stars");
};

export const ui_reviews = /** @type {(inputs: Ui_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	return /** @type {LocalizedString} */ ("ui_reviews");
};

export const ui_search_label = /** @type {(inputs: Ui_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des meubles`)
};

export const ui_search_placeholder = /** @type {(inputs: Ui_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas, chêne, velours…`)
};

export const ui_search_submit = /** @type {(inputs: Ui_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les résultats`)
};

export const ui_unavailable = /** @type {(inputs: Ui_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non disponible`)
};

export const ui_address_label = /** @type {(inputs: Ui_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse de livraison`)
};

export const ui_address_first_name = /** @type {(inputs: Ui_Address_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

export const ui_address_last_name = /** @type {(inputs: Ui_Address_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de famille`)
};

export const ui_address_phone = /** @type {(inputs: Ui_Address_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

export const ui_address_phone_hint = /** @type {(inputs: Ui_Address_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l'équipe de livraison`)
};

export const ui_address_street = /** @type {(inputs: Ui_Address_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const ui_address_unit = /** @type {(inputs: Ui_Address_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité`)
};

export const ui_address_city = /** @type {(inputs: Ui_Address_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

export const ui_address_province = /** @type {(inputs: Ui_Address_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province`)
};

export const ui_address_province_placeholder = /** @type {(inputs: Ui_Address_Province_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une province`)
};

export const ui_address_postal_code = /** @type {(inputs: Ui_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

export const ui_address_postal_code_hint = /** @type {(inputs: Ui_Address_Postal_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format : A1A 1A1`)
};

export const ui_address_building_type = /** @type {(inputs: Ui_Address_Building_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de bâtiment`)
};

export const ui_address_choose_one = /** @type {(inputs: Ui_Address_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez`)
};

export const ui_address_house = /** @type {(inputs: Ui_Address_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison`)
};

export const ui_address_apartment = /** @type {(inputs: Ui_Address_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appartement`)
};

export const ui_address_condo = /** @type {(inputs: Ui_Address_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const ui_address_townhouse = /** @type {(inputs: Ui_Address_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison de ville`)
};

export const ui_address_office = /** @type {(inputs: Ui_Address_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bureau`)
};

export const ui_address_floor = /** @type {(inputs: Ui_Address_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étage`)
};

export const ui_address_buzzer = /** @type {(inputs: Ui_Address_BuzzerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interphone`)
};

export const ui_address_receiving_hours = /** @type {(inputs: Ui_Address_Receiving_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures de réception`)
};

export const ui_address_receiving_hours_hint = /** @type {(inputs: Ui_Address_Receiving_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand quelqu'un peut faire entrer l'équipe`)
};

export const ui_address_elevator = /** @type {(inputs: Ui_Address_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès à un ascenseur`)
};

export const ui_address_dock_door = /** @type {(inputs: Ui_Address_Dock_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porte de quai de chargement`)
};

export const ui_address_primary = /** @type {(inputs: Ui_Address_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En faire mon adresse principale`)
};

export const ui_address_instructions = /** @type {(inputs: Ui_Address_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructions de livraison`)
};

export const ui_address_saving = /** @type {(inputs: Ui_Address_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de l'adresse`)
};

export const ui_card_processor = /** @type {(inputs: Ui_Card_ProcessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte va directement à notre processeur de paiement; nous ne voyons ni ne gardons jamais son numéro.`)
};

export const ui_card_name = /** @type {(inputs: Ui_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom sur la carte`)
};

export const ui_card_number = /** @type {(inputs: Ui_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de carte`)
};

export const ui_card_expiry = /** @type {(inputs: Ui_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiration (MM/AA)`)
};

export const ui_card_expiry_placeholder = /** @type {(inputs: Ui_Card_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/AA`)
};

export const ui_card_security_code = /** @type {(inputs: Ui_Card_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de sécurité`)
};

export const cart_checkout = /** @type {(inputs: Cart_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à la caisse`)
};

export const cart_blocked_no_city = /** @type {(inputs: Cart_Blocked_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d’abord votre ville`)
};

export const cart_blocked_updating = /** @type {(inputs: Cart_Blocked_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification des prix avant le paiement…`)
};

export const cart_blocked_failed = /** @type {(inputs: Cart_Blocked_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier : réessayez d’abord`)
};

export const cart_blocked_line_errors = /** @type {(inputs: Cart_Blocked_Line_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirez d’abord les articles qui ne peuvent pas être commandés`)
};

export const cart_page_title = /** @type {(inputs: Cart_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier`)
};

export const cart_dismiss = /** @type {(inputs: Cart_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const cart_discarded_notice = /** @type {(inputs: Cart_Discarded_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu lire votre panier enregistré, il a donc été vidé. Veuillez ajouter vos articles de nouveau.`)
};

export const cart_liquidation_purchase = /** @type {(inputs: Cart_Liquidation_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : à ce prix, la pièce est à vous — sans abonnement, ramassage seulement.`)
};

export const cart_city_reason_cart = /** @type {(inputs: Cart_City_Reason_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons, pour que nous puissions calculer le prix de votre panier avec ses frais de livraison et ses taxes.`)
};

export const cart_empty_title = /** @type {(inputs: Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide`)
};

export const cart_browse_furniture = /** @type {(inputs: Cart_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les meubles`)
};

export const cart_empty_text = /** @type {(inputs: Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez des meubles à partir de n’importe quelle page de produit : ils vous attendront ici.`)
};

export const cart_add_assembly = /** @type {(inputs: Cart_Add_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’assemblage`)
};

export const cart_assembly_hint_price = /** @type {(inputs: Cart_Assembly_Hint_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe assemble vos meubles à la livraison pour ${i?.price}.`)
};

export const cart_assembly_hint = /** @type {(inputs: Cart_Assembly_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe assemble vos meubles à la livraison.`)
};

export const cart_updating_prices = /** @type {(inputs: Cart_Updating_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour des prix…`)
};

export const cart_quote_failed_cart = /** @type {(inputs: Cart_Quote_Failed_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier`)
};

export const cart_quote_error = /** @type {(inputs: Cart_Quote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier. Vérifiez votre connexion, puis réessayez.`)
};

export const cart_delivery_chosen = /** @type {(inputs: Cart_Delivery_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date de livraison choisie : ${i?.date}`)
};

export const cart_share_cart = /** @type {(inputs: Cart_Share_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager le panier`)
};

export const cart_empty_cart = /** @type {(inputs: Cart_Empty_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vider le panier`)
};

export const cart_lines_label = /** @type {(inputs: Cart_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles de votre panier`)
};

export const cart_line_option = /** @type {(inputs: Cart_Line_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} : ${i?.value}`)
};

export const cart_pivotcare_label = /** @type {(inputs: Cart_Pivotcare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protection contre les dommages PivotCare`)
};

export const cart_pivotcare_label_price = /** @type {(inputs: Cart_Pivotcare_Label_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Protection contre les dommages PivotCare +${i?.price}`)
};

export const cart_pivotcare_hint = /** @type {(inputs: Cart_Pivotcare_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couvre les dommages accidentels tant que la pièce est chez vous.`)
};

export const cart_line_final_sale = /** @type {(inputs: Cart_Line_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : ni retour ni échange.`)
};

export const cart_quantity = /** @type {(inputs: Cart_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantité`)
};

export const cart_quantity_count = /** @type {(inputs: Cart_Quantity_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantité : ${i?.quantity}`)
};

export const cart_remove = /** @type {(inputs: Cart_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const cart_remove_line = /** @type {(inputs: Cart_Remove_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name}`)
};

export const cart_way_subscription = /** @type {(inputs: Cart_Way_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement mensuel`)
};

export const cart_way_financing = /** @type {(inputs: Cart_Way_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement mensuel`)
};

export const cart_way_rental = /** @type {(inputs: Cart_Way_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const cart_way_buy = /** @type {(inputs: Cart_Way_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter`)
};

export const cart_way_final_sale_monthly = /** @type {(inputs: Cart_Way_Final_Sale_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale, mensuel`)
};

export const cart_way_final_sale = /** @type {(inputs: Cart_Way_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const cart_way_minimum = /** @type {(inputs: Cart_Way_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, minimum de ${i?.months} mois`)
};

export const cart_way_months = /** @type {(inputs: Cart_Way_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months} mois`)
};

export const cart_terms_financing = /** @type {(inputs: Cart_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} paiements mensuels de ${i?.amount} · total de ${i?.total}`)
};

export const cart_terms_subscription = /** @type {(inputs: Cart_Terms_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À vous après ${i?.payments} paiements`)
};

export const cart_terms_rental = /** @type {(inputs: Cart_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’à ce que vous la retourniez`)
};

export const cart_summary_title = /** @type {(inputs: Cart_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé de la commande`)
};

export const cart_due_today = /** @type {(inputs: Cart_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer aujourd’hui`)
};

export const cart_then_monthly = /** @type {(inputs: Cart_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite, chaque mois`)
};

export const cart_row_purchases = /** @type {(inputs: Cart_Row_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achats`)
};

export const cart_row_first_month = /** @type {(inputs: Cart_Row_First_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier mois des articles mensuels`)
};

export const cart_row_pickup = /** @type {(inputs: Cart_Row_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const cart_row_free = /** @type {(inputs: Cart_Row_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratuit`)
};

export const cart_row_delivery = /** @type {(inputs: Cart_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const cart_row_assembly = /** @type {(inputs: Cart_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage`)
};

export const cart_row_account_credit = /** @type {(inputs: Cart_Row_Account_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit au compte`)
};

export const cart_row_total_today = /** @type {(inputs: Cart_Row_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total à payer aujourd’hui`)
};

export const cart_row_monthly_items = /** @type {(inputs: Cart_Row_Monthly_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles mensuels`)
};

export const cart_row_each_month = /** @type {(inputs: Cart_Row_Each_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque mois`)
};

export const cart_tax_gst = /** @type {(inputs: Cart_Tax_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TPS`)
};

export const cart_tax_hst = /** @type {(inputs: Cart_Tax_HstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVH`)
};

export const cart_tax_qst = /** @type {(inputs: Cart_Tax_QstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVQ`)
};

export const cart_tax_pst = /** @type {(inputs: Cart_Tax_PstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVP`)
};

export const cart_tax_rst = /** @type {(inputs: Cart_Tax_RstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVD`)
};

export const cart_tax_rate = /** @type {(inputs: Cart_Tax_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tax} ${i?.percent} %`)
};

export const cart_pickup_note = /** @type {(inputs: Cart_Pickup_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à l’entrepôt Pivot, ${i?.address}. Tous les jours, de 10 h à 17 h (heure de Toronto). Vous choisissez votre jour de ramassage au moment de payer.`)
};

export const cart_estimated_delivery = /** @type {(inputs: Cart_Estimated_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison prévue : du ${i?.from} au ${i?.to}`)
};

export const cart_final_sale_title = /** @type {(inputs: Cart_Final_Sale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles en vente finale`)
};

export const cart_final_sale_text = /** @type {(inputs: Cart_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certains articles sont en vente finale : ils ne peuvent être ni retournés ni échangés.`)
};

export const cart_sale_notice_one = /** @type {(inputs: Cart_Sale_Notice_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} était dans votre panier avec un paiement mensuel (abonnement, financement ou location). La vente de liquidation vend chaque pièce à l’achat seulement : c’est donc maintenant un achat au prix de liquidation, sans paiements mensuels ni PivotCare.`)
};

export const cart_sale_notice_other = /** @type {(inputs: Cart_Sale_Notice_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} étaient dans votre panier avec un paiement mensuel (abonnement, financement ou location). La vente de liquidation vend chaque pièce à l’achat seulement : ce sont donc maintenant des achats au prix de liquidation, sans paiements mensuels ni PivotCare.`)
};

export const cart_sale_notice_an_item = /** @type {(inputs: Cart_Sale_Notice_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article`)
};

export const cart_list_and = /** @type {(inputs: Cart_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} et ${i?.last}`)
};

export const cart_error_title = /** @type {(inputs: Cart_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page ne s’est pas chargée`)
};

export const cart_error_network = /** @type {(inputs: Cart_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre le magasin. Vérifiez votre connexion, puis réessayez.`)
};

export const cart_error_general = /** @type {(inputs: Cart_Error_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de ce problème. Veuillez réessayer dans un moment.`)
};

export const cart_try_again = /** @type {(inputs: Cart_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const cart_home_page = /** @type {(inputs: Cart_Home_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

export const cart_city_fixed = /** @type {(inputs: Cart_City_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prix établis pour notre dépôt de ${i?.place}. Pendant la vente de liquidation, toutes les commandes y sont ramassées : la ville ne peut donc pas être changée.`)
};

export const cart_your_city = /** @type {(inputs: Cart_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre ville`)
};

export const cart_your_city_hint = /** @type {(inputs: Cart_Your_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix, la disponibilité, les frais de livraison et les taxes sont ceux de cette ville.`)
};

export const cart_choose_location = /** @type {(inputs: Cart_Choose_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre ville`)
};

export const cart_select_city = /** @type {(inputs: Cart_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une ville`)
};

export const cart_loading_cities = /** @type {(inputs: Cart_Loading_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des villes…`)
};

export const cart_cities_failed = /** @type {(inputs: Cart_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger la liste des villes.`)
};

export const cart_packages = /** @type {(inputs: Cart_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensembles`)
};

export const cart_package_pictures = /** @type {(inputs: Cart_Package_PicturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pièces de l’ensemble ${i?.name}`)
};

export const cart_package_pieces_heading = /** @type {(inputs: Cart_Package_Pieces_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dans cet ensemble : ${i?.count} pièce`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Dans cet ensemble : ${i?.count} pièces`);
	return /** @type {LocalizedString} */ ("cart_package_pieces_heading");
};

export const cart_package_lines_label = /** @type {(inputs: Cart_Package_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles de l’ensemble`)
};

export const cart_package_missing_one = /** @type {(inputs: Cart_Package_Missing_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une pièce n’est plus vendue et est laissée de côté.`)
};

export const cart_package_missing_other = /** @type {(inputs: Cart_Package_Missing_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} pièces ne sont plus vendues et sont laissées de côté.`)
};

export const cart_quote_failed_package = /** @type {(inputs: Cart_Quote_Failed_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de cet ensemble`)
};

export const cart_add_package = /** @type {(inputs: Cart_Add_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’ensemble au panier`)
};

export const cart_packages_intro = /** @type {(inputs: Cart_Packages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des pièces que nous avons agencées pour vous : des meubles qui vont ensemble, ajoutés à votre panier en une seule étape.`)
};

export const cart_packages_none_title = /** @type {(inputs: Cart_Packages_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun ensemble pour le moment`)
};

export const cart_packages_none_text = /** @type {(inputs: Cart_Packages_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt, ou magasinez pièce par pièce.`)
};

export const cart_packages_all = /** @type {(inputs: Cart_Packages_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les ensembles`)
};

export const cart_package_tile_note = /** @type {(inputs: Cart_Package_Tile_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pièce · ${i?.description}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pièces · ${i?.description}`);
	return /** @type {LocalizedString} */ ("cart_package_tile_note");
};

export const cart_share_title = /** @type {(inputs: Cart_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager votre panier`)
};

export const cart_share_city_reason = /** @type {(inputs: Cart_Share_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons avant de partager votre panier.`)
};

export const cart_share_empty_text = /** @type {(inputs: Cart_Share_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez des meubles à votre panier, puis revenez pour le partager.`)
};

export const cart_share_intro = /** @type {(inputs: Cart_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un lien vers ce panier pour l’ouvrir sur un autre appareil ou l’envoyer à quelqu’un. Le lien garde les articles tels qu’ils sont maintenant; les prix sont calculés pour la personne qui l’ouvre.`)
};

export const cart_share_lines_label = /** @type {(inputs: Cart_Share_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles du panier que vous partagez`)
};

export const cart_share_link_label = /** @type {(inputs: Cart_Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien vers votre panier`)
};

export const cart_share_link_hint = /** @type {(inputs: Cart_Share_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toute personne qui a ce lien peut voir ces articles jusqu’au ${i?.date}.`)
};

export const cart_share_copy = /** @type {(inputs: Cart_Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

export const cart_share_open = /** @type {(inputs: Cart_Share_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le lien`)
};

export const cart_share_copied = /** @type {(inputs: Cart_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié.`)
};

export const cart_share_copy_failed = /** @type {(inputs: Cart_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre navigateur n’a pas pu le copier : le lien est sélectionné, copiez-le à partir de là.`)
};

export const cart_share_failed_title = /** @type {(inputs: Cart_Share_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien n’a pas été créé`)
};

export const cart_share_failed = /** @type {(inputs: Cart_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : le lien n’a pas pu être créé. Veuillez réessayer dans un moment.`)
};

export const cart_share_create = /** @type {(inputs: Cart_Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le lien`)
};

export const cart_back_to_cart = /** @type {(inputs: Cart_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à votre panier`)
};

export const cart_shared_title = /** @type {(inputs: Cart_Shared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier partagé`)
};

export const cart_shared_not_found_title = /** @type {(inputs: Cart_Shared_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier partagé introuvable`)
};

export const cart_shared_expired = /** @type {(inputs: Cart_Shared_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de panier partagé a expiré ou n’existe pas`)
};

export const cart_go_to_cart = /** @type {(inputs: Cart_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre panier`)
};

export const cart_shared_expired_text = /** @type {(inputs: Cart_Shared_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les liens de panier partagé sont valides 90 jours. Demandez un nouveau lien, ou trouvez les pièces dans notre catalogue.`)
};

export const cart_shared_with_you_one = /** @type {(inputs: Cart_Shared_With_You_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a partagé cet article avec vous. Ajoutez-le à votre panier pour le commander, ou pour continuer à magasiner avec lui.`)
};

export const cart_shared_with_you_other = /** @type {(inputs: Cart_Shared_With_You_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a partagé ces ${i?.count} articles avec vous. Ajoutez-les à votre panier pour les commander, ou pour continuer à magasiner avec eux.`)
};

export const cart_shared_loaded_replace = /** @type {(inputs: Cart_Shared_Loaded_ReplaceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Votre panier contient maintenant l’article du panier partagé.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Votre panier contient maintenant les ${i?.count} articles du panier partagé.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_replace");
};

export const cart_shared_loaded_increased = /** @type {(inputs: Cart_Shared_Loaded_IncreasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Articles partagés ajoutés à votre panier. Nouveaux : ${i?.added}. Déjà présents (quantité augmentée) : ${i?.increased}.`)
};

export const cart_shared_loaded_added = /** @type {(inputs: Cart_Shared_Loaded_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ligne partagée ajoutée à votre panier.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} lignes partagées ajoutées à votre panier.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_added");
};

export const cart_shared_capped = /** @type {(inputs: Cart_Shared_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les quantités sont limitées à 20 par article.`)
};

export const cart_shared_skipped = /** @type {(inputs: Cart_Shared_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} article laissé de côté : un panier contient au plus 50 articles différents.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} articles laissés de côté : un panier contient au plus 50 articles différents.`);
	return /** @type {LocalizedString} */ ("cart_shared_skipped");
};

export const cart_shared_add_error = /** @type {(inputs: Cart_Shared_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue pendant l’ajout à votre panier. Veuillez réessayer ou joindre le service à la clientèle.`)
};

export const cart_shared_city_reason = /** @type {(inputs: Cart_Shared_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons, pour que nous puissions vous montrer les prix de ce panier.`)
};

export const cart_shared_unavailable_one = /** @type {(inputs: Cart_Shared_Unavailable_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article n’est plus vendu et ne sera pas ajouté.`)
};

export const cart_shared_unavailable_other = /** @type {(inputs: Cart_Shared_Unavailable_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} articles ne sont plus vendus et ne seront pas ajoutés.`)
};

export const cart_shared_lines_label = /** @type {(inputs: Cart_Shared_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles du panier partagé`)
};

export const cart_quote_failed_items = /** @type {(inputs: Cart_Quote_Failed_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de ces articles`)
};

export const cart_shared_none_sold = /** @type {(inputs: Cart_Shared_None_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces articles ne sont plus vendus.`)
};

export const cart_add_to_my_cart = /** @type {(inputs: Cart_Add_To_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à mon panier`)
};

export const cart_shared_own_one = /** @type {(inputs: Cart_Shared_Own_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier contient déjà un article. Voulez-vous y ajouter ceux-ci, ou le remplacer par ceux-ci?`)
};

export const cart_shared_own_other = /** @type {(inputs: Cart_Shared_Own_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre panier contient déjà ${i?.count} articles. Voulez-vous y ajouter ceux-ci, ou le remplacer par ceux-ci?`)
};

export const cart_replace_my_cart = /** @type {(inputs: Cart_Replace_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacer mon panier`)
};

export const cart_snapshot_no_longer_sold = /** @type {(inputs: Cart_Snapshot_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est plus vendu : il ne sera pas ajouté.`)
};

export const cart_price_for_city = /** @type {(inputs: Cart_Price_For_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix pour votre ville`)
};

export const cart_added_named = /** @type {(inputs: Cart_Added_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été ajouté à votre panier.`)
};

export const cart_added = /** @type {(inputs: Cart_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté à votre panier.`)
};

export const cart_product_pickup = /** @type {(inputs: Cart_Product_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à l’entrepôt Pivot, ${i?.address}. Tous les jours, de 10 h à 17 h (heure de Toronto).`)
};

export const catalog_home = /** @type {(inputs: Catalog_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

export const catalog_try_again = /** @type {(inputs: Catalog_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const catalog_go_home = /** @type {(inputs: Catalog_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

export const catalog_back_home = /** @type {(inputs: Catalog_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la page d’accueil`)
};

export const catalog_choose_one = /** @type {(inputs: Catalog_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites un choix`)
};

export const catalog_error_title = /** @type {(inputs: Catalog_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’a pas pu être chargée`)
};

export const catalog_error_network = /** @type {(inputs: Catalog_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de joindre le magasin. Vérifiez votre connexion, puis réessayez.`)
};

export const catalog_error_generic = /** @type {(inputs: Catalog_Error_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet ennui. Veuillez réessayer dans un instant.`)
};

export const catalog_category_gone = /** @type {(inputs: Catalog_Category_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette catégorie n’est plus offerte`)
};

export const catalog_category_title_page = /** @type {(inputs: Catalog_Category_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, page ${i?.page}`)
};

export const catalog_category_description = /** @type {(inputs: Catalog_Category_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasinez ${i?.name} chez ${i?.site}.`)
};

export const catalog_category_by_type = /** @type {(inputs: Catalog_Category_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner par type : ${i?.name}`)
};

export const catalog_category_products = /** @type {(inputs: Catalog_Category_ProductsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produits : ${i?.name}`)
};

export const catalog_category_empty_title = /** @type {(inputs: Catalog_Category_Empty_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun article dans « ${i?.name} » pour le moment`)
};

export const catalog_category_see_all = /** @type {(inputs: Catalog_Category_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir toute la catégorie ${i?.name}`)
};

export const catalog_category_empty_text = /** @type {(inputs: Catalog_Category_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouvelles pièces arrivent chaque semaine. Revenez bientôt ou essayez une catégorie voisine.`)
};

export const catalog_home_title = /** @type {(inputs: Catalog_Home_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} : des meubles pour chaque foyer canadien`)
};

export const catalog_home_description = /** @type {(inputs: Catalog_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des meubles mieux que neufs pour les foyers canadiens : abonnement mensuel, financement, location ou achat comptant, livrés et assemblés dans 15 villes.`)
};

export const catalog_home_eyebrow = /** @type {(inputs: Catalog_Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fièrement fabriqué au Canada`)
};

export const catalog_home_hero_title = /** @type {(inputs: Catalog_Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des meubles pour chaque foyer canadien`)
};

export const catalog_home_hero_lead = /** @type {(inputs: Catalog_Home_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous au mois, financez, louez ou achetez des meubles mieux que neufs, livrés et assemblés par notre propre équipe dans quinze villes, de Vancouver à St. John’s.`)
};

export const catalog_home_hero_alt = /** @type {(inputs: Catalog_Home_Hero_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dans une pièce meublée`)
};

export const catalog_shop_category = /** @type {(inputs: Catalog_Shop_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner : ${i?.name}`)
};

export const catalog_order_free_swatches = /** @type {(inputs: Catalog_Order_Free_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander des échantillons gratuits`)
};

export const catalog_home_featured = /** @type {(inputs: Catalog_Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meubles en vedette`)
};

export const catalog_shop_by_room = /** @type {(inputs: Catalog_Shop_By_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner par pièce`)
};

export const catalog_home_gallery = /** @type {(inputs: Catalog_Home_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vrais foyers, de vrais Canadiens`)
};

export const catalog_home_gallery_text = /** @type {(inputs: Catalog_Home_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos meubles chez nos clients, partout au pays. #LivePivot`)
};

export const catalog_home_photo_alt = /** @type {(inputs: Catalog_Home_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pièce d’un client`)
};

export const catalog_your_city = /** @type {(inputs: Catalog_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ville`)
};

export const catalog_final_sale = /** @type {(inputs: Catalog_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const catalog_way_to_pay_label = /** @type {(inputs: Catalog_Way_To_Pay_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment souhaitez-vous payer ?`)
};

export const catalog_final_sale_text = /** @type {(inputs: Catalog_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette pièce est vendue telle quelle, à prix de vente finale. Les achats en vente finale ne peuvent être ni retournés ni échangés.`)
};

export const catalog_add_to_cart = /** @type {(inputs: Catalog_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au panier`)
};

export const catalog_price_term_minimum = /** @type {(inputs: Catalog_Price_Term_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, minimum de ${i?.term} mois`)
};

export const catalog_price_or = /** @type {(inputs: Catalog_Price_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · ou `)
};

export const catalog_price_outright = /** @type {(inputs: Catalog_Price_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comptant`)
};

export const catalog_price_or_from = /** @type {(inputs: Catalog_Price_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou à partir de`)
};

export const catalog_price_with = /** @type {(inputs: Catalog_Price_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`avec l’option « ${i?.way} »`)
};

export const catalog_assembly_not_offered = /** @type {(inputs: Catalog_Assembly_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage non offert`)
};

export const catalog_assembly_kit = /** @type {(inputs: Catalog_Assembly_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` : arrive prête à assembler, avec les outils fournis.`)
};

export const catalog_assembly_fee = /** @type {(inputs: Catalog_Assembly_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage par notre équipe de livraison :`)
};

export const catalog_assembly_free = /** @type {(inputs: Catalog_Assembly_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage gratuit par notre équipe de livraison`)
};

export const catalog_facts_overview = /** @type {(inputs: Catalog_Facts_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu`)
};

export const catalog_facts_details = /** @type {(inputs: Catalog_Facts_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

export const catalog_facts_materials = /** @type {(inputs: Catalog_Facts_MaterialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matériaux`)
};

export const catalog_facts_care = /** @type {(inputs: Catalog_Facts_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entretien`)
};

export const catalog_facts_about = /** @type {(inputs: Catalog_Facts_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos de ${i?.name}`)
};

export const catalog_dimensions = /** @type {(inputs: Catalog_DimensionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimensions`)
};

export const catalog_drawing_front_alt = /** @type {(inputs: Catalog_Drawing_Front_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, vue de face avec les mesures`)
};

export const catalog_drawing_side_alt = /** @type {(inputs: Catalog_Drawing_Side_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, vue de côté avec les mesures`)
};

export const catalog_measurements = /** @type {(inputs: Catalog_MeasurementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesures`)
};

export const catalog_measure = /** @type {(inputs: Catalog_MeasureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesure`)
};

export const catalog_metric = /** @type {(inputs: Catalog_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrique`)
};

export const catalog_imperial = /** @type {(inputs: Catalog_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impérial`)
};

export const catalog_suggestions = /** @type {(inputs: Catalog_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous aimerez peut-être aussi`)
};

export const catalog_from = /** @type {(inputs: Catalog_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À partir de`)
};

export const catalog_unavailable_title = /** @type {(inputs: Catalog_Unavailable_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Désolés : ${i?.name} n’est pas offert dans votre région pour le moment.`)
};

export const catalog_unavailable_head = /** @type {(inputs: Catalog_Unavailable_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est pas offert ici`)
};

export const catalog_unavailable_see_other = /** @type {(inputs: Catalog_Unavailable_See_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir d’autres articles : ${i?.name}`)
};

export const catalog_unavailable_text = /** @type {(inputs: Catalog_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les stocks varient d’une ville à l’autre. Choisissez une autre ville ou parcourez ce que nous pouvons vous livrer.`)
};

export const catalog_listing_colour = /** @type {(inputs: Catalog_Listing_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur`)
};

export const catalog_listing_none = /** @type {(inputs: Catalog_Listing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit`)
};

export const catalog_listing_count = /** @type {(inputs: Catalog_Listing_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} produit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} produits`);
	return /** @type {LocalizedString} */ ("catalog_listing_count");
};

export const catalog_listing_showing = /** @type {(inputs: Catalog_Listing_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produits ${i?.first} à ${i?.last} sur ${i?.total}`)
};

export const catalog_clear_filters = /** @type {(inputs: Catalog_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

export const catalog_bestsellers_only = /** @type {(inputs: Catalog_Bestsellers_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleurs vendeurs seulement`)
};

export const catalog_listing_past_end = /** @type {(inputs: Catalog_Listing_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page est au-delà de la fin de la liste`)
};

export const catalog_listing_first_page = /** @type {(inputs: Catalog_Listing_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la première page`)
};

export const catalog_listing_page_count = /** @type {(inputs: Catalog_Listing_Page_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Il y a ${i?.count} page de produits ici.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Il y a ${i?.count} pages de produits ici.`);
	return /** @type {LocalizedString} */ ("catalog_listing_page_count");
};

export const catalog_listing_no_match = /** @type {(inputs: Catalog_Listing_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit ne correspond à ces filtres`)
};

export const catalog_listing_no_match_text = /** @type {(inputs: Catalog_Listing_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez avec moins de couleurs, ou effacez les filtres pour tout voir.`)
};

export const catalog_listing_products = /** @type {(inputs: Catalog_Listing_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produits`)
};

export const catalog_sort_by = /** @type {(inputs: Catalog_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

export const catalog_sort_featured = /** @type {(inputs: Catalog_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vedette`)
};

export const catalog_sort_price_asc = /** @type {(inputs: Catalog_Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix : du plus bas au plus élevé`)
};

export const catalog_sort_price_desc = /** @type {(inputs: Catalog_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix : du plus élevé au plus bas`)
};

export const catalog_sort_name = /** @type {(inputs: Catalog_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom : de A à Z`)
};

export const catalog_option_not_here = /** @type {(inputs: Catalog_Option_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non offert ici`)
};

export const catalog_option_unavailable_label = /** @type {(inputs: Catalog_Option_Unavailable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, non offert dans votre ville`)
};

export const catalog_option_unavailable = /** @type {(inputs: Catalog_Option_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (non offert dans votre ville)`)
};

export const catalog_learn_more = /** @type {(inputs: Catalog_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus`)
};

export const catalog_learn_more_named = /** @type {(inputs: Catalog_Learn_More_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En savoir plus : ${i?.name}`)
};

export const catalog_reviews = /** @type {(inputs: Catalog_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

export const catalog_reviews_none = /** @type {(inputs: Catalog_Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun avis pour le moment. Les clients qui ont cette pièce peuvent donner leur avis à partir de leur compte.`)
};

export const catalog_reviews_count = /** @type {(inputs: Catalog_Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	return /** @type {LocalizedString} */ ("catalog_reviews_count");
};

export const catalog_reviews_list = /** @type {(inputs: Catalog_Reviews_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis, du plus récent au plus ancien`)
};

export const catalog_reviews_a_customer = /** @type {(inputs: Catalog_Reviews_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un client`)
};

export const catalog_reviews_verified = /** @type {(inputs: Catalog_Reviews_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · Client vérifié`)
};

export const catalog_reviews_newer = /** @type {(inputs: Catalog_Reviews_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis plus récents`)
};

export const catalog_reviews_older = /** @type {(inputs: Catalog_Reviews_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis plus anciens`)
};

export const catalog_reviews_page = /** @type {(inputs: Catalog_Reviews_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.count}`)
};

export const catalog_search_results_for = /** @type {(inputs: Catalog_Search_Results_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résultats pour « ${i?.query} »`)
};

export const catalog_search_head_title = /** @type {(inputs: Catalog_Search_Head_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recherche : ${i?.query}`)
};

export const catalog_search_tag_description = /** @type {(inputs: Catalog_Search_Tag_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} chez ${i?.site} : abonnement, financement ou achat, livraison partout au Canada.`)
};

export const catalog_search_description = /** @type {(inputs: Catalog_Search_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meubles correspondant à « ${i?.query} » chez ${i?.site}.`)
};

export const catalog_search = /** @type {(inputs: Catalog_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche`)
};

export const catalog_search_results = /** @type {(inputs: Catalog_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats`)
};

export const catalog_search_tag_empty = /** @type {(inputs: Catalog_Search_Tag_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons aucun article « ${i?.name} » à montrer pour le moment.`)
};

export const catalog_search_empty = /** @type {(inputs: Catalog_Search_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien ne correspond à « ${i?.query} ». Vérifiez l’orthographe, utilisez moins de mots ou essayez l’une de ces recherches.`)
};

export const catalog_search_none = /** @type {(inputs: Catalog_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit trouvé`)
};

export const catalog_search_popular = /** @type {(inputs: Catalog_Search_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherches populaires`)
};

export const catalog_search_rooms = /** @type {(inputs: Catalog_Search_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces`)
};

export const catalog_tag_sofas = /** @type {(inputs: Catalog_Tag_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const catalog_tag_sectionals = /** @type {(inputs: Catalog_Tag_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas sectionnels`)
};

export const catalog_tag_lounge_chairs = /** @type {(inputs: Catalog_Tag_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuils`)
};

export const catalog_tag_loveseats = /** @type {(inputs: Catalog_Tag_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Causeuses`)
};

export const catalog_tag_coffee_tables = /** @type {(inputs: Catalog_Tag_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salon`)
};

export const catalog_tag_end_tables = /** @type {(inputs: Catalog_Tag_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables d’appoint`)
};

export const catalog_tag_dining_tables = /** @type {(inputs: Catalog_Tag_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salle à manger`)
};

export const catalog_tag_dining_chairs = /** @type {(inputs: Catalog_Tag_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaises de salle à manger`)
};

export const catalog_tag_beds = /** @type {(inputs: Catalog_Tag_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lits`)
};

export const catalog_swatches_title = /** @type {(inputs: Catalog_Swatches_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu gratuits`)
};

export const catalog_swatches_description = /** @type {(inputs: Catalog_Swatches_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandez jusqu’à 10 échantillons de tissu gratuits, postés partout au Canada, et voyez nos couleurs sous votre propre éclairage avant de choisir.`)
};

export const catalog_swatches_breadcrumb = /** @type {(inputs: Catalog_Swatches_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const catalog_swatches_intro = /** @type {(inputs: Catalog_Swatches_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voyez et touchez nos tissus sous votre propre éclairage avant de choisir. Choisissez jusqu’à ${i?.max} échantillons et nous vous les posterons gratuitement, partout au Canada, dans un délai de 5 jours ouvrables.`)
};

export const catalog_swatches_form = /** @type {(inputs: Catalog_Swatches_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander des échantillons de tissu`)
};

export const catalog_swatches_where = /** @type {(inputs: Catalog_Swatches_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où devons-nous les envoyer ?`)
};

export const catalog_swatches_full_name = /** @type {(inputs: Catalog_Swatches_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom complet`)
};

export const catalog_swatches_email = /** @type {(inputs: Catalog_Swatches_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel`)
};

export const catalog_swatches_email_hint = /** @type {(inputs: Catalog_Swatches_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous l’utilisons seulement en cas de question au sujet de vos échantillons.`)
};

export const catalog_swatches_phone = /** @type {(inputs: Catalog_Swatches_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de téléphone`)
};

export const catalog_swatches_street = /** @type {(inputs: Catalog_Swatches_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse municipale`)
};

export const catalog_swatches_unit = /** @type {(inputs: Catalog_Swatches_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité ou appartement (facultatif)`)
};

export const catalog_swatches_city = /** @type {(inputs: Catalog_Swatches_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

export const catalog_swatches_province = /** @type {(inputs: Catalog_Swatches_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province ou territoire`)
};

export const catalog_swatches_postal_code = /** @type {(inputs: Catalog_Swatches_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

export const catalog_swatches_postal_hint = /** @type {(inputs: Catalog_Swatches_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple K1A 0B1`)
};

export const catalog_swatches_country = /** @type {(inputs: Catalog_Swatches_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays : Canada. Nous postons les échantillons au Canada seulement.`)
};

export const catalog_swatches_failed = /** @type {(inputs: Catalog_Swatches_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande n’a pas été transmise`)
};

export const catalog_swatches_failed_text = /** @type {(inputs: Catalog_Swatches_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos choix et votre adresse sont conservés; réessayez dans un instant.`)
};

export const catalog_swatches_sending = /** @type {(inputs: Catalog_Swatches_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi de votre commande`)
};

export const catalog_swatches_order_count = /** @type {(inputs: Catalog_Swatches_Order_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Commander ${i?.count} échantillon gratuit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Commander ${i?.count} échantillons gratuits`);
	return /** @type {LocalizedString} */ ("catalog_swatches_order_count");
};

export const catalog_swatches_choose = /** @type {(inputs: Catalog_Swatches_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez vos tissus`)
};

export const catalog_swatches_chosen = /** @type {(inputs: Catalog_Swatches_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisis : ${i?.count} sur ${i?.max}`)
};

export const catalog_swatches_full = /** @type {(inputs: Catalog_Swatches_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. C’est le maximum pour une commande.`)
};

export const catalog_swatches_other_fabrics = /** @type {(inputs: Catalog_Swatches_Other_FabricsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres tissus`)
};

export const catalog_swatches_placed = /** @type {(inputs: Catalog_Swatches_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos échantillons sont en route`)
};

export const catalog_keep_shopping = /** @type {(inputs: Catalog_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à magasiner`)
};

export const catalog_swatches_order_number = /** @type {(inputs: Catalog_Swatches_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

export const catalog_swatches_mailing = /** @type {(inputs: Catalog_Swatches_MailingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nous postons ${i?.count} échantillon dans un délai de 5 jours ouvrables. Conservez le numéro de commande : mentionnez-le si vous nous appelez à ce sujet.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nous postons ${i?.count} échantillons dans un délai de 5 jours ouvrables. Conservez le numéro de commande : mentionnez-le si vous nous appelez à leur sujet.`);
	return /** @type {LocalizedString} */ ("catalog_swatches_mailing");
};

export const catalog_error_full_name = /** @type {(inputs: Catalog_Error_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre nom complet.`)
};

export const catalog_error_full_name_long = /** @type {(inputs: Catalog_Error_Full_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un nom d’au plus 100 caractères.`)
};

export const catalog_error_email = /** @type {(inputs: Catalog_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse courriel.`)
};

export const catalog_error_email_invalid = /** @type {(inputs: Catalog_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse courriel comme nom@exemple.ca.`)
};

export const catalog_error_phone = /** @type {(inputs: Catalog_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre numéro de téléphone.`)
};

export const catalog_error_phone_invalid = /** @type {(inputs: Catalog_Error_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone canadien à 10 chiffres, comme 416-555-0123.`)
};

export const catalog_error_street = /** @type {(inputs: Catalog_Error_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse municipale.`)
};

export const catalog_error_street_long = /** @type {(inputs: Catalog_Error_Street_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse d’au plus 200 caractères.`)
};

export const catalog_error_unit_long = /** @type {(inputs: Catalog_Error_Unit_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro d’unité d’au plus 20 caractères.`)
};

export const catalog_error_city = /** @type {(inputs: Catalog_Error_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre ville.`)
};

export const catalog_error_city_long = /** @type {(inputs: Catalog_Error_City_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une ville d’au plus 100 caractères.`)
};

export const catalog_error_province = /** @type {(inputs: Catalog_Error_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre province ou territoire.`)
};

export const catalog_error_postal_code = /** @type {(inputs: Catalog_Error_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre code postal.`)
};

export const catalog_error_postal_code_invalid = /** @type {(inputs: Catalog_Error_Postal_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal canadien, comme K1A 0B1.`)
};

export const catalog_error_postal_code_province = /** @type {(inputs: Catalog_Error_Postal_Code_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.postal} n’est pas un code postal de la province ou du territoire choisi (${i?.province}). Vérifiez le code postal ou la province.`)
};

export const catalog_error_swatches_none = /** @type {(inputs: Catalog_Error_Swatches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un échantillon.`)
};

export const catalog_error_swatches_many = /** @type {(inputs: Catalog_Error_Swatches_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez au plus ${i?.max} échantillons par commande.`)
};

export const catalog_delivers_days = /** @type {(inputs: Catalog_Delivers_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.count} jours`)
};

export const catalog_delivers_weeks = /** @type {(inputs: Catalog_Delivers_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.count} semaines`)
};

export const catalog_delivers_range_days = /** @type {(inputs: Catalog_Delivers_Range_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.low} à ${i?.high} jours`)
};

export const catalog_delivers_range_weeks = /** @type {(inputs: Catalog_Delivers_Range_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.low} à ${i?.high} semaines`)
};

export const catalog_stock_only_left = /** @type {(inputs: Catalog_Stock_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus que ${i?.count} en stock`)
};

export const catalog_stock_in = /** @type {(inputs: Catalog_Stock_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En stock`)
};

export const catalog_stock_from = /** @type {(inputs: Catalog_Stock_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En stock à partir du ${i?.date}`)
};

export const catalog_stock_made_to_order = /** @type {(inputs: Catalog_Stock_Made_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabriqué sur commande`)
};

export const catalog_stock_out = /** @type {(inputs: Catalog_Stock_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En rupture de stock à ${i?.city}`)
};

export const catalog_dimension_width = /** @type {(inputs: Catalog_Dimension_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largeur`)
};

export const catalog_dimension_depth = /** @type {(inputs: Catalog_Dimension_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur`)
};

export const catalog_dimension_height = /** @type {(inputs: Catalog_Dimension_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur`)
};

export const catalog_dimension_seat_height = /** @type {(inputs: Catalog_Dimension_Seat_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur d’assise`)
};

export const catalog_dimension_seat_depth = /** @type {(inputs: Catalog_Dimension_Seat_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur d’assise`)
};

export const catalog_dimension_arm_height = /** @type {(inputs: Catalog_Dimension_Arm_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur des accoudoirs`)
};

export const catalog_dimension_arm_width = /** @type {(inputs: Catalog_Dimension_Arm_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largeur des accoudoirs`)
};

export const catalog_dimension_leg_height = /** @type {(inputs: Catalog_Dimension_Leg_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur des pieds`)
};

export const catalog_dimension_pile_thickness = /** @type {(inputs: Catalog_Dimension_Pile_ThicknessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épaisseur des poils`)
};

export const catalog_dimension_weight = /** @type {(inputs: Catalog_Dimension_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

export const catalog_unit_inches = /** @type {(inputs: Catalog_Unit_InchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} po`)
};

export const catalog_picture_front = /** @type {(inputs: Catalog_Picture_FrontInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : vue de face avec les dimensions`)
};

export const catalog_picture_side = /** @type {(inputs: Catalog_Picture_SideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : vue de côté avec les dimensions`)
};

export const catalog_images_title = /** @type {(inputs: Catalog_Images_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : photo ${i?.number} sur ${i?.count}`)
};

export const catalog_images_description = /** @type {(inputs: Catalog_Images_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.name}.`)
};

export const catalog_images_close = /** @type {(inputs: Catalog_Images_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fermer et revenir à ${i?.name}`)
};

export const catalog_head_description = /** @type {(inputs: Catalog_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} par ${i?.maker} : abonnement, financement ou achat, livraison partout au Canada.`)
};

export const catalog_head_title_color = /** @type {(inputs: Catalog_Head_Title_ColorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, couleur ${i?.color}`)
};

export const catalog_pay_finance = /** @type {(inputs: Catalog_Pay_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financer`)
};

export const catalog_pay_final_sale_finance = /** @type {(inputs: Catalog_Pay_Final_Sale_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : financer`)
};

export const catalog_pay_subscribe = /** @type {(inputs: Catalog_Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner`)
};

export const catalog_pay_subscribe_short = /** @type {(inputs: Catalog_Pay_Subscribe_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner (courte durée)`)
};

export const catalog_pay_rent = /** @type {(inputs: Catalog_Pay_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Louer`)
};

export const catalog_pay_buy = /** @type {(inputs: Catalog_Pay_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant`)
};

export const catalog_pay_final_sale_buy = /** @type {(inputs: Catalog_Pay_Final_Sale_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : acheter comptant`)
};

export const catalog_pay_buy_classic = /** @type {(inputs: Catalog_Pay_Buy_ClassicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant (classique)`)
};

export const catalog_pay_buy_v2 = /** @type {(inputs: Catalog_Pay_Buy_V2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant (v2)`)
};

export const catalog_pay_over_term = /** @type {(inputs: Catalog_Pay_Over_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} sur ${i?.term} mois`)
};

export const catalog_pay_finance_detail = /** @type {(inputs: Catalog_Pay_Finance_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} paiements mensuels, puis la pièce est à vous`)
};

export const catalog_pay_subscribe_detail = /** @type {(inputs: Catalog_Pay_Subscribe_DetailInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mensuel, la pièce est à vous après ${i?.count} paiement`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mensuel, la pièce est à vous après ${i?.count} paiements`);
	return /** @type {LocalizedString} */ ("catalog_pay_subscribe_detail");
};

export const catalog_pay_subscribe_minimum = /** @type {(inputs: Catalog_Pay_Subscribe_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement minimum de ${i?.term} mois`)
};

export const catalog_pay_rent_detail = /** @type {(inputs: Catalog_Pay_Rent_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’au retour de la pièce`)
};

export const catalog_pay_final_sale_buy_detail = /** @type {(inputs: Catalog_Pay_Final_Sale_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul paiement; vente finale, aucun retour`)
};

export const catalog_pay_buy_detail = /** @type {(inputs: Catalog_Pay_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul paiement, la pièce est à vous`)
};

export const catalog_province_ab = /** @type {(inputs: Catalog_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const catalog_province_bc = /** @type {(inputs: Catalog_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const catalog_province_mb = /** @type {(inputs: Catalog_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const catalog_province_nb = /** @type {(inputs: Catalog_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const catalog_province_nl = /** @type {(inputs: Catalog_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const catalog_province_ns = /** @type {(inputs: Catalog_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const catalog_province_nt = /** @type {(inputs: Catalog_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const catalog_province_nu = /** @type {(inputs: Catalog_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const catalog_province_on = /** @type {(inputs: Catalog_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const catalog_province_pe = /** @type {(inputs: Catalog_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const catalog_province_qc = /** @type {(inputs: Catalog_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const catalog_province_sk = /** @type {(inputs: Catalog_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const catalog_province_yt = /** @type {(inputs: Catalog_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const flows_my_account = /** @type {(inputs: Flows_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const flows_receipts = /** @type {(inputs: Flows_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçus`)
};

export const flows_contact_us = /** @type {(inputs: Flows_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const flows_try_again = /** @type {(inputs: Flows_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const flows_loading = /** @type {(inputs: Flows_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const flows_view_receipt = /** @type {(inputs: Flows_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le reçu`)
};

export const flows_checking_card = /** @type {(inputs: Flows_Checking_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la carte`)
};

export const flows_something_wrong = /** @type {(inputs: Flows_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu. Veuillez réessayer.`)
};

export const flows_buyout_title = /** @type {(inputs: Flows_Buyout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racheter vos meubles`)
};

export const flows_buyout_pay_title = /** @type {(inputs: Flows_Buyout_Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer votre rachat`)
};

export const flows_buyout_kind_subscription = /** @type {(inputs: Flows_Buyout_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

export const flows_buyout_kind_financing = /** @type {(inputs: Flows_Buyout_Kind_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement`)
};

export const flows_buyout_kind_rental = /** @type {(inputs: Flows_Buyout_Kind_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const flows_buyout_monthly_now = /** @type {(inputs: Flows_Buyout_Monthly_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maintenant ${i?.charge}; la facturation s’arrête dès que la pièce est à vous`)
};

export const flows_buyout_pay_overdue = /** @type {(inputs: Flows_Buyout_Pay_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer le solde en souffrance`)
};

export const flows_buyout_fee = /** @type {(inputs: Flows_Buyout_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+ frais de ${i?.fee}`)
};

export const flows_buyout_quote_subtotal = /** @type {(inputs: Flows_Buyout_Quote_SubtotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Rachat de ${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Rachat de ${i?.count} articles`);
	return /** @type {LocalizedString} */ ("flows_buyout_quote_subtotal");
};

export const flows_buyout_total_today = /** @type {(inputs: Flows_Buyout_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total facturé aujourd’hui`)
};

export const flows_buyout_items_count = /** @type {(inputs: Flows_Buyout_Items_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} articles`);
	return /** @type {LocalizedString} */ ("flows_buyout_items_count");
};

export const flows_buyout_intro = /** @type {(inputs: Flows_Buyout_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gardez ce que vous aimez : payez le reste de sa valeur en une fois, et la pièce est à vous. Ce que vous avez déjà payé compte dans le prix; la facturation mensuelle de l’article s’arrête aussitôt.`)
};

export const flows_buyout_items_legend = /** @type {(inputs: Flows_Buyout_Items_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles que vous pouvez racheter`)
};

export const flows_buyout_next_step_tax = /** @type {(inputs: Flows_Buyout_Next_Step_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’étape suivante affiche le total, avec la taxe de vente de la province de l’article, avant que vous payiez.`)
};

export const flows_buyout_continue = /** @type {(inputs: Flows_Buyout_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers le paiement`)
};

export const flows_buyout_continue_hint = /** @type {(inputs: Flows_Buyout_Continue_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un article pour continuer.`)
};

export const flows_buyout_nothing_chosen = /** @type {(inputs: Flows_Buyout_Nothing_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un article à racheter.`)
};

export const flows_buyout_items_to_buy = /** @type {(inputs: Flows_Buyout_Items_To_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles à racheter`)
};

export const flows_buyout_quoting = /** @type {(inputs: Flows_Buyout_QuotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du total avec les taxes`)
};

export const flows_buyout_quote_failed = /** @type {(inputs: Flows_Buyout_Quote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de ce rachat`)
};

export const flows_buyout_pay_with = /** @type {(inputs: Flows_Buyout_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer avec`)
};

export const flows_buyout_paying = /** @type {(inputs: Flows_Buyout_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement en cours`)
};

export const flows_buyout_pay_amount = /** @type {(inputs: Flows_Buyout_Pay_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payer ${i?.amount}`)
};

export const flows_buyout_pay = /** @type {(inputs: Flows_Buyout_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer`)
};

export const flows_buyout_change_items = /** @type {(inputs: Flows_Buyout_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer les articles`)
};

export const flows_buyout_load_failed = /** @type {(inputs: Flows_Buyout_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos articles`)
};

export const flows_buyout_nothing_intro = /** @type {(inputs: Flows_Buyout_Nothing_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien à racheter pour le moment. Les abonnements, le financement et les locations peuvent être rachetés une fois livrés; les articles en vente finale et les articles réparés ne le peuvent pas.`)
};

export const flows_buyout_back_to_account = /** @type {(inputs: Flows_Buyout_Back_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mon compte`)
};

export const flows_buyout_paid_title = /** @type {(inputs: Flows_Buyout_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est à vous`)
};

export const flows_buyout_paid_charged = /** @type {(inputs: Flows_Buyout_Paid_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons facturé`)
};

export const flows_buyout_paid_for = /** @type {(inputs: Flows_Buyout_Paid_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour le rachat`)
};

export const flows_buyout_paid_rest = /** @type {(inputs: Flows_Buyout_Paid_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles sont à vous et leur facturation mensuelle est arrêtée.`)
};

export const flows_buyout_fees = /** @type {(inputs: Flows_Buyout_FeesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mois payé à ${i?.fee}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} mois payés à ${i?.fee}`);
	return /** @type {LocalizedString} */ ("flows_buyout_fees");
};

export const flows_buyout_paid_full = /** @type {(inputs: Flows_Buyout_Paid_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.paid} déjà payés pour la pièce (${i?.fees})`)
};

export const flows_buyout_paid_credit = /** @type {(inputs: Flows_Buyout_Paid_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.paid} comptés pour la pièce (${i?.percent} % de ${i?.fees} : la location compte pour moitié)`)
};

export const flows_buyout_basis_retail = /** @type {(inputs: Flows_Buyout_Basis_RetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valeur au détail : ${i?.retail}. Rien n’a encore été payé pour cette pièce : son prix est donc sa valeur au détail, ${i?.amount}.`)
};

export const flows_buyout_basis_less_paid = /** @type {(inputs: Flows_Buyout_Basis_Less_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valeur au détail de ${i?.retail}, moins ${i?.paid} = ${i?.amount}.`)
};

export const flows_buyout_basis_payments_left = /** @type {(inputs: Flows_Buyout_Basis_Payments_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Valeur au détail de ${i?.retail}, moins ${i?.paid}, donnerait ${i?.lessPaid}; mais il ne reste qu’un paiement de ${i?.fee} avant que la pièce soit à vous de toute façon : vous payez donc ce montant, ${i?.amount}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Valeur au détail de ${i?.retail}, moins ${i?.paid}, donnerait ${i?.lessPaid}; mais il ne reste que ${i?.count} paiements de ${i?.fee} avant que la pièce soit à vous de toute façon : vous payez donc ce montant, ${i?.amount}.`);
	return /** @type {LocalizedString} */ ("flows_buyout_basis_payments_left");
};

export const flows_buyout_basis_floor = /** @type {(inputs: Flows_Buyout_Basis_FloorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valeur au détail de ${i?.retail}, moins ${i?.paid}, donne moins que le prix de rachat minimal, soit 10 % de la valeur au détail : ${i?.amount}.`)
};

export const flows_buyout_unpaid = /** @type {(inputs: Flows_Buyout_UnpaidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Une facture mensuelle de cette pièce a été refusée et n’est pas payée : seuls les mois payés comptent dans le prix. Payez d’abord le solde en souffrance; ce mois comptera alors${i?.credit}, et la pièce pourra être rachetée.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} factures mensuelles de cette pièce ont été refusées et ne sont pas payées : seuls les mois payés comptent dans le prix. Payez d’abord le solde en souffrance; ces mois compteront alors${i?.credit}, et la pièce pourra être rachetée.`);
	return /** @type {LocalizedString} */ ("flows_buyout_unpaid");
};

export const flows_buyout_unpaid_credit = /** @type {(inputs: Flows_Buyout_Unpaid_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ce qui retire ${i?.amount} du prix`)
};

export const flows_partner_confirmed_title = /** @type {(inputs: Flows_Partner_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est confirmée`)
};

export const flows_partner_billing_details = /** @type {(inputs: Flows_Partner_Billing_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renseignements de facturation`)
};

export const flows_partner_delivery_address = /** @type {(inputs: Flows_Partner_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de livraison`)
};

export const flows_partner_window_morning = /** @type {(inputs: Flows_Partner_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le matin (de 9 h à 12 h)`)
};

export const flows_partner_window_afternoon = /** @type {(inputs: Flows_Partner_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’après-midi (de 12 h à 17 h)`)
};

export const flows_partner_window_evening = /** @type {(inputs: Flows_Partner_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le soir (de 17 h à 21 h)`)
};

export const flows_partner_window_anytime = /** @type {(inputs: Flows_Partner_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à toute heure de la journée`)
};

export const flows_partner_day_window = /** @type {(inputs: Flows_Partner_Day_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.window}`)
};

export const flows_partner_showroom_will_call = /** @type {(inputs: Flows_Partner_Showroom_Will_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La salle d’exposition vous appellera pour choisir un jour.`)
};

export const flows_partner_showroom_order = /** @type {(inputs: Flows_Partner_Showroom_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande de la salle d’exposition`)
};

export const flows_partner_order_line = /** @type {(inputs: Flows_Partner_Order_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} · commande ${i?.number}`)
};

export const flows_partner_order_line_receipt = /** @type {(inputs: Flows_Partner_Order_Line_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} · reçu de la salle d’exposition ${i?.reference} · commande ${i?.number}`)
};

export const flows_partner_pieces = /** @type {(inputs: Flows_Partner_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces de la commande`)
};

export const flows_partner_per_month = /** @type {(inputs: Flows_Partner_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/mois`)
};

export const flows_partner_term_plan = /** @type {(inputs: Flows_Partner_Term_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`forfait de ${i?.months} mois`)
};

export const flows_partner_monthly_plan = /** @type {(inputs: Flows_Partner_Monthly_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forfait mensuel`)
};

export const flows_partner_paid_at_store = /** @type {(inputs: Flows_Partner_Paid_At_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé à la salle d’exposition (premier mois, taxes incluses)`)
};

export const flows_partner_then_monthly = /** @type {(inputs: Flows_Partner_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite, chaque mois, plus les taxes`)
};

export const flows_partner_delivery = /** @type {(inputs: Flows_Partner_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const flows_partner_step = /** @type {(inputs: Flows_Partner_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Étape ${i?.step} de 2`)
};

export const flows_partner_address_title = /** @type {(inputs: Flows_Partner_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où devons-nous livrer?`)
};

export const flows_partner_address_intro = /** @type {(inputs: Flows_Partner_Address_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} a enregistré votre commande. Dites-nous où notre équipe doit l’apporter, et ce qu’elle doit savoir pour la faire entrer.`)
};

export const flows_partner_address_given = /** @type {(inputs: Flows_Partner_Address_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse donnée`)
};

export const flows_partner_address_given_text = /** @type {(inputs: Flows_Partner_Address_Given_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address}. Envoyez le formulaire de nouveau pour la changer, ou`)
};

export const flows_partner_continue_billing_link = /** @type {(inputs: Flows_Partner_Continue_Billing_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passez à la facturation`)
};

export const flows_partner_continue_billing = /** @type {(inputs: Flows_Partner_Continue_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers la facturation`)
};

export const flows_partner_billing_title = /** @type {(inputs: Flows_Partner_Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment paierez-vous chaque mois?`)
};

export const flows_partner_billing_intro = /** @type {(inputs: Flows_Partner_Billing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre premier mois a été payé à la salle d’exposition. À partir d’un mois après la livraison, le paiement mensuel est porté à cette carte. Nous la vérifions avec une retenue de ${i?.hold}, libérée aussitôt.`)
};

export const flows_partner_charge = /** @type {(inputs: Flows_Partner_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte à débiter`)
};

export const flows_partner_confirming = /** @type {(inputs: Flows_Partner_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation en cours`)
};

export const flows_partner_confirm = /** @type {(inputs: Flows_Partner_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer ma commande`)
};

export const flows_partner_change_address = /** @type {(inputs: Flows_Partner_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer l’adresse`)
};

export const flows_partner_load_failed = /** @type {(inputs: Flows_Partner_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger votre commande`)
};

export const flows_partner_no_order_title = /** @type {(inputs: Flows_Partner_No_Order_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune commande de salle d’exposition à compléter`)
};

export const flows_partner_no_order_text = /** @type {(inputs: Flows_Partner_No_Order_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand une salle d’exposition partenaire passe une commande pour vous, elle vous attend ici pour l’adresse de livraison et les renseignements de facturation. Vos autres commandes sont dans votre compte.`)
};

export const flows_partner_done_on = /** @type {(inputs: Flows_Partner_Done_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous la livrerons le ${i?.when}, et nous vous enverrons un courriel la veille.`)
};

export const flows_partner_done_showroom_day = /** @type {(inputs: Flows_Partner_Done_Showroom_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous la livrerons le jour convenu avec la salle d’exposition quand elle vous appellera, et nous vous enverrons un courriel la veille.`)
};

export const flows_partner_delivering_to = /** @type {(inputs: Flows_Partner_Delivering_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison à l’adresse : ${i?.address}.`)
};

export const flows_province_ab = /** @type {(inputs: Flows_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const flows_province_bc = /** @type {(inputs: Flows_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const flows_province_mb = /** @type {(inputs: Flows_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const flows_province_nb = /** @type {(inputs: Flows_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const flows_province_nl = /** @type {(inputs: Flows_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const flows_province_ns = /** @type {(inputs: Flows_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const flows_province_nt = /** @type {(inputs: Flows_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const flows_province_nu = /** @type {(inputs: Flows_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const flows_province_on = /** @type {(inputs: Flows_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const flows_province_pe = /** @type {(inputs: Flows_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const flows_province_qc = /** @type {(inputs: Flows_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const flows_province_sk = /** @type {(inputs: Flows_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const flows_province_yt = /** @type {(inputs: Flows_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const flows_tip_heading = /** @type {(inputs: Flows_Tip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donnez un pourboire à votre équipe`)
};

export const flows_tip_not_done = /** @type {(inputs: Flows_Tip_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pourrez donner un pourboire à l’équipe une fois votre livraison terminée.`)
};

export const flows_tip_thanks_title = /** @type {(inputs: Flows_Tip_Thanks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d’avoir donné un pourboire à l’équipe`)
};

export const flows_tip_thanks_amount = /** @type {(inputs: Flows_Tip_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre pourboire de ${i?.amount} est remis en entier à l’équipe. Il figure sur le reçu de la commande.`)
};

export const flows_tip_thanks = /** @type {(inputs: Flows_Tip_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre pourboire est remis en entier à l’équipe. Il figure sur le reçu de la commande.`)
};

export const flows_tip_load_failed = /** @type {(inputs: Flows_Tip_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger les montants de pourboire`)
};

export const flows_tip_loading = /** @type {(inputs: Flows_Tip_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des montants de pourboire`)
};

export const flows_tip_paid_title = /** @type {(inputs: Flows_Tip_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci! Votre pourboire est en route vers l’équipe`)
};

export const flows_tip_paid_text = /** @type {(inputs: Flows_Tip_Paid_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons porté ${i?.amount} à votre carte enregistrée. Le pourboire est remis en entier à l’équipe et figure sur le reçu de la commande.`)
};

export const flows_tip_intro = /** @type {(inputs: Flows_Tip_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satisfait de votre livraison? Chaque dollar va à l’équipe qui vous l’a apportée. Nous débitons votre carte enregistrée.`)
};

export const flows_tip_amount_group = /** @type {(inputs: Flows_Tip_Amount_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant du pourboire`)
};

export const flows_tip_other_amount = /** @type {(inputs: Flows_Tip_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre montant`)
};

export const flows_tip_your_amount = /** @type {(inputs: Flows_Tip_Your_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre montant`)
};

export const flows_tip_amount_range = /** @type {(inputs: Flows_Tip_Amount_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.minimum} à ${i?.maximum}.`)
};

export const flows_tip_note_label = /** @type {(inputs: Flows_Tip_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note pour l’équipe (facultatif)`)
};

export const flows_tip_note_count = /** @type {(inputs: Flows_Tip_Note_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} caractères sur ${i?.max}.`)
};

export const flows_tip_declined_title = /** @type {(inputs: Flows_Tip_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte n’a pas été débitée`)
};

export const flows_tip_update_card = /** @type {(inputs: Flows_Tip_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour votre carte`)
};

export const flows_tip_change_amount = /** @type {(inputs: Flows_Tip_Change_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le montant`)
};

export const flows_tip_failed_title = /** @type {(inputs: Flows_Tip_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu envoyer votre pourboire`)
};

export const flows_tip_charging = /** @type {(inputs: Flows_Tip_ChargingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débit de votre carte en cours`)
};

export const flows_tip_amount_button = /** @type {(inputs: Flows_Tip_Amount_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donner ${i?.amount}`)
};

export const flows_tip_button = /** @type {(inputs: Flows_Tip_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner un pourboire`)
};

export const flows_tip_error_empty = /** @type {(inputs: Flows_Tip_Error_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un montant ou choisissez-en un ci-dessus.`)
};

export const flows_tip_error_not_dollars = /** @type {(inputs: Flows_Tip_Error_Not_DollarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le pourboire en dollars, comme 15 ou 12,50.`)
};

export const flows_tip_error_not_positive = /** @type {(inputs: Flows_Tip_Error_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un pourboire de plus de 0 $.`)
};

export const flows_tip_error_too_precise = /** @type {(inputs: Flows_Tip_Error_Too_PreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez au plus deux décimales (dollars et cents).`)
};

export const flows_tip_error_below_minimum = /** @type {(inputs: Flows_Tip_Error_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus petit pourboire est de ${i?.amount}.`)
};

export const flows_tip_error_above_maximum = /** @type {(inputs: Flows_Tip_Error_Above_MaximumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus gros pourboire que nous pouvons accepter en ligne est de ${i?.amount}.`)
};

export const flows_tip_error_note_too_long = /** @type {(inputs: Flows_Tip_Error_Note_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limitez la note à ${i?.max} caractères.`)
};

export const flows_review_rating_poor = /** @type {(inputs: Flows_Review_Rating_PoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médiocre`)
};

export const flows_review_rating_fair = /** @type {(inputs: Flows_Review_Rating_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passable`)
};

export const flows_review_rating_good = /** @type {(inputs: Flows_Review_Rating_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon`)
};

export const flows_review_rating_very_good = /** @type {(inputs: Flows_Review_Rating_Very_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très bon`)
};

export const flows_review_rating_excellent = /** @type {(inputs: Flows_Review_Rating_ExcellentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excellent`)
};

export const flows_review_error_rating = /** @type {(inputs: Flows_Review_Error_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une note de 1 à 5 étoiles.`)
};

export const flows_review_error_short = /** @type {(inputs: Flows_Review_Error_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dites-en un peu plus aux autres clients : au moins ${i?.min} caractères.`)
};

export const flows_review_error_long = /** @type {(inputs: Flows_Review_Error_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limitez votre avis à ${i?.max} caractères (il en compte ${i?.count}).`)
};

export const flows_review_error_markup = /** @type {(inputs: Flows_Review_Error_MarkupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis sont en texte brut : retirez les balises HTML (tout ce qui se trouve entre < et >).`)
};

export const flows_review_your_rating = /** @type {(inputs: Flows_Review_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre note`)
};

export const flows_review_star_label = /** @type {(inputs: Flows_Review_Star_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile, ${i?.word}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} étoiles, ${i?.word}`);
	return /** @type {LocalizedString} */ ("flows_review_star_label");
};

export const flows_review_rating_hint = /** @type {(inputs: Flows_Review_Rating_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez de 1 à 5 étoiles.`)
};

export const flows_review_rating_chosen = /** @type {(inputs: Flows_Review_Rating_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} sur 5 : ${i?.word}.`)
};

export const flows_review_edit_title = /** @type {(inputs: Flows_Review_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier votre avis`)
};

export const flows_review_write_title = /** @type {(inputs: Flows_Review_Write_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire un avis`)
};

export const flows_review_loading_product = /** @type {(inputs: Flows_Review_Loading_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre produit`)
};

export const flows_review_load_product_failed = /** @type {(inputs: Flows_Review_Load_Product_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger ce produit`)
};

export const flows_review_nothing_changed = /** @type {(inputs: Flows_Review_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été modifié. Vérifiez votre connexion, puis réessayez.`)
};

export const flows_review_cannot_review = /** @type {(inputs: Flows_Review_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce produit ne peut pas être évalué ici`)
};

export const flows_review_see_products = /** @type {(inputs: Flows_Review_See_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir vos produits`)
};

export const flows_review_not_found = /** @type {(inputs: Flows_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas cet article dans votre compte.`)
};

export const flows_review_delivered = /** @type {(inputs: Flows_Review_DeliveredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livré le ${i?.date}`)
};

export const flows_review_published_title = /** @type {(inputs: Flows_Review_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci! Votre avis est publié`)
};

export const flows_review_published_text = /** @type {(inputs: Flows_Review_Published_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il s’affiche maintenant sur la page du produit. Vous pouvez le modifier en tout temps.`)
};

export const flows_review_see_on_product = /** @type {(inputs: Flows_Review_See_On_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le voir sur la page du produit`)
};

export const flows_review_another = /** @type {(inputs: Flows_Review_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluer un autre produit`)
};

export const flows_review_not_saved = /** @type {(inputs: Flows_Review_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis n’a pas été enregistré`)
};

export const flows_review_your_review = /** @type {(inputs: Flows_Review_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis`)
};

export const flows_review_text_hint = /** @type {(inputs: Flows_Review_Text_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Texte brut, de ${i?.min} à ${i?.max} caractères (${i?.count} en ce moment). Affiché avec votre prénom et l’initiale de votre nom.`)
};

export const flows_review_saving = /** @type {(inputs: Flows_Review_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de votre avis`)
};

export const flows_review_save_changes = /** @type {(inputs: Flows_Review_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

export const flows_review_publish = /** @type {(inputs: Flows_Review_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier l’avis`)
};

export const flows_review_cancel = /** @type {(inputs: Flows_Review_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const flows_review_returned_since = /** @type {(inputs: Flows_Review_Returned_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · retourné depuis`)
};

export const flows_review_reviewed = /** @type {(inputs: Flows_Review_ReviewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Évalué le ${i?.date}`)
};

export const flows_review_edited = /** @type {(inputs: Flows_Review_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · modifié`)
};

export const flows_review_edit = /** @type {(inputs: Flows_Review_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l’avis`)
};

export const flows_review_write = /** @type {(inputs: Flows_Review_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire un avis`)
};

export const flows_review_of_item = /** @type {(inputs: Flows_Review_Of_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` pour ${i?.name}`)
};

export const flows_review_see_product_page = /** @type {(inputs: Flows_Review_See_Product_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la page du produit`)
};

export const flows_review_list_title = /** @type {(inputs: Flows_Review_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis sur les produits`)
};

export const flows_review_list_intro = /** @type {(inputs: Flows_Review_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez aux autres clients des pièces que nous vous avons livrées, des plus récentes aux plus anciennes.`)
};

export const flows_review_loading_products = /** @type {(inputs: Flows_Review_Loading_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos produits`)
};

export const flows_review_load_products_failed = /** @type {(inputs: Flows_Review_Load_Products_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos produits`)
};

export const flows_review_trying_again = /** @type {(inputs: Flows_Review_Trying_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel essai en cours`)
};

export const flows_review_nothing_title = /** @type {(inputs: Flows_Review_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien à évaluer pour le moment`)
};

export const flows_review_browse = /** @type {(inputs: Flows_Review_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les meubles`)
};

export const flows_review_nothing_text = /** @type {(inputs: Flows_Review_Nothing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois qu’une pièce vous est livrée, vous pouvez l’évaluer ici.`)
};

export const flows_review_all_done = /** @type {(inputs: Flows_Review_All_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez évalué toutes les pièces. Merci!`)
};

export const flows_review_waiting = /** @type {(inputs: Flows_Review_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pièce attend votre avis.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pièces attendent votre avis.`);
	return /** @type {LocalizedString} */ ("flows_review_waiting");
};

export const flows_review_delivered_products = /** @type {(inputs: Flows_Review_Delivered_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produits livrés`)
};